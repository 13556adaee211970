import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { MediaMessages } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** What the virus-scan hook answered for one stored upload. */
export type ScanVerdict = { clean: true } | { clean: false; reason: string };

/** How long the hook may take for one file (it reads the whole object). */
const SCAN_TIMEOUT_MS = 10 * 60_000;

/**
 * The virus-scan hook of direct uploads (docs/media.md "Direct uploads"): with UPLOAD_SCAN_URL set,
 * the gateway POSTs `{ bucket, key, size, url }` (url: a presigned GET of the object, valid 15
 * minutes) and expects `{ "clean": true }` or `{ "clean": false, "reason": "…" }`. A hook that
 * cannot be reached or answers anything else fails closed (503: the upload may be completed again).
 * Without the setting every file is taken as clean.
 */
@Injectable()
export class UploadScan {
  private readonly logger = new Logger(UploadScan.name);

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async scan(object: { bucket: string; key: string; size: number; url: () => Promise<string> }): Promise<ScanVerdict> {
    const hook = this.config.UPLOAD_SCAN_URL;
    if (!hook) return { clean: true };
    let answer: unknown;
    try {
      const res = await fetch(hook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bucket: object.bucket, key: object.key, size: object.size, url: await object.url() }),
        signal: AbortSignal.timeout(SCAN_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      answer = await res.json();
    } catch (err) {
      this.logger.error(`virus scan of ${object.key} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
    const { clean, reason } = (answer ?? {}) as { clean?: unknown; reason?: unknown };
    if (clean === true) return { clean: true };
    if (clean === false) return { clean: false, reason: typeof reason === 'string' ? reason : 'refused' };
    this.logger.error(`virus scan of ${object.key}: an answer without "clean"`);
    throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
  }
}
