import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Client } from 'minio';
import {
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  PrivacyPatterns,
  type DataExport,
  type DataExportJob,
  type Principal,
} from '@streamhub/contracts';
import { objectStorageClient } from '@streamhub/nest-kit';
import { AccountRateLimit } from '../common/account-rate-limit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { AuthRedis } from './auth-redis';

/** Every service that holds records about an account answers its own export pattern. */
export const EXPORT_PATTERNS = [
  PrivacyPatterns.exportAuth,
  PrivacyPatterns.exportCatalog,
  PrivacyPatterns.exportBilling,
  PrivacyPatterns.exportSupport,
  PrivacyPatterns.exportAnalytics,
] as const;

const DAY_SECONDS = 24 * 3600;
/** A request's state outlives its link by a day, so an expired link is told apart from a wrong one. */
const JOB_KEEP_AFTER_EXPIRY_SECONDS = DAY_SECONDS;
/** Archives are deleted by the bucket's lifecycle rule this many days after they were written. */
const ARCHIVE_LIFETIME_DAYS = 8;

interface StoredJob extends DataExportJob {
  userId: string;
  key: string;
}

const jobKey = (id: string) => `gateway:privacy-export:${id}`;
const latestKey = (userId: string) => `gateway:privacy-export-latest:${userId}`;

/** The signature of a download link: binds the request, its owner and the expiry (docs/privacy.md). */
export function exportLinkSignature(secret: string, id: string, userId: string, expires: number): string {
  return createHmac('sha256', `privacy-export:${secret}`).update(`${id}.${userId}.${expires}`).digest('base64url');
}

/** The whole archive, as `GET /privacy/export` answers it and the stored file holds it. */
export async function gatherArchive(
  upstream: Upstream,
  principal: Principal,
  onServiceDone: () => void = () => undefined,
): Promise<DataExport> {
  const services = await Promise.all(
    EXPORT_PATTERNS.map(async (pattern) => {
      const records = await upstream.send(pattern, {}, principal);
      onServiceDone();
      return records;
    }),
  );
  return {
    format: 'streamhub-data-export/1',
    exportedAt: new Date().toISOString(),
    accountId: principal.userId,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    services,
  };
}

/**
 * "Download my data" prepared in the background (docs/privacy.md): a request is a Redis record
 * (the state the Privacy tab polls), the archive a private object in its own bucket, the link a
 * signed, expiring web address mailed by auth. Only the owner, signed in, can fetch the archive.
 */
@Injectable()
export class PrivacyExports {
  private readonly logger = new Logger('gateway.privacy-exports');
  private readonly storage: Client;
  private readonly bucket: string;
  private readonly perDay: AccountRateLimit;
  private bucketReady?: Promise<void>;

  constructor(
    private readonly upstream: Upstream,
    private readonly redis: AuthRedis,
    @Inject(GATEWAY_CONFIG)
    private readonly config: Pick<
      GatewayConfig,
      | 'S3_ENDPOINT'
      | 'S3_ACCESS_KEY'
      | 'S3_SECRET_KEY'
      | 'PRIVACY_EXPORT_BUCKET'
      | 'PRIVACY_EXPORT_LINK_TTL_SECONDS'
      | 'PRIVACY_EXPORTS_PER_DAY'
      | 'JWT_SECRET'
    >,
  ) {
    this.storage = objectStorageClient(config.S3_ENDPOINT, {
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
    });
    this.bucket = config.PRIVACY_EXPORT_BUCKET;
    this.perDay = new AccountRateLimit(redis.client, {
      prefix: 'gateway:rl:privacy-exports',
      points: config.PRIVACY_EXPORTS_PER_DAY,
      windowSeconds: DAY_SECONDS,
      message: PrivacyMessages.tooManyExports,
    });
  }

  /** Starts preparing the archive; answers at once with the request's state. */
  async request(principal: Principal): Promise<DataExportJob> {
    await this.perDay.consume(principal.userId);
    const id = randomUUID();
    const job: StoredJob = {
      id,
      userId: principal.userId,
      key: `${principal.userId}/${id}.json`,
      status: 'preparing',
      servicesDone: 0,
      servicesTotal: EXPORT_PATTERNS.length,
      requestedAt: new Date().toISOString(),
      readyAt: null,
      expiresAt: null,
      downloadPath: null,
    };
    await this.save(job);
    await this.redis.client.set(latestKey(principal.userId), id, 'EX', this.keepSeconds());
    void this.prepare(job, principal);
    return publicJob(job);
  }

  /** The account's request by id, or its latest one; null when there is none. */
  async status(principal: Principal, id?: string): Promise<DataExportJob | null> {
    const jobId = id ?? (await this.redis.client.get(latestKey(principal.userId)));
    if (!jobId) return null;
    const job = await this.load(jobId);
    if (!job || job.userId !== principal.userId) {
      if (id) throw new NotFoundException(PrivacyMessages.exportNotFound);
      return null;
    }
    return publicJob(job);
  }

  /**
   * The archive of a signed link, for its owner only: another account, a wrong signature or a
   * request not ready are "not found"; a link past its expiry is 410.
   */
  async download(principal: Principal, id: string, expires: number, signature: string): Promise<Readable> {
    const job = await this.load(id);
    if (!job || job.userId !== principal.userId || job.status !== 'ready') {
      throw new NotFoundException(PrivacyMessages.exportNotFound);
    }
    const expected = Buffer.from(exportLinkSignature(this.config.JWT_SECRET, id, job.userId, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new NotFoundException(PrivacyMessages.exportNotFound);
    }
    if (expires * 1000 <= Date.now()) {
      await this.storage.removeObject(this.bucket, job.key).catch(() => undefined);
      throw new GoneException({ message: PrivacyMessages.exportLinkExpired, code: 'EXPORT_LINK_EXPIRED' });
    }
    try {
      return await this.storage.getObject(this.bucket, job.key);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'NoSuchKey' || code === 'NotFound') throw new NotFoundException(PrivacyMessages.exportNotFound);
      this.logger.error(`reading ${job.key} failed: ${describe(err)}`);
      throw new ServiceUnavailableException(PrivacyMessages.exportStorageUnavailable);
    }
  }

  private async prepare(job: StoredJob, principal: Principal): Promise<void> {
    try {
      const archive = await gatherArchive(this.upstream, principal, () => {
        job.servicesDone += 1;
        void this.save(job).catch(() => undefined);
      });
      const bytes = Buffer.from(JSON.stringify(archive));
      await this.ensureBucket();
      await this.storage.putObject(this.bucket, job.key, bytes, bytes.length, {
        'Content-Type': 'application/json',
      });
      const readyAt = new Date();
      const expires = Math.floor(readyAt.getTime() / 1000) + this.config.PRIVACY_EXPORT_LINK_TTL_SECONDS;
      const signature = exportLinkSignature(this.config.JWT_SECRET, job.id, job.userId, expires);
      Object.assign(job, {
        status: 'ready',
        servicesDone: job.servicesTotal,
        readyAt: readyAt.toISOString(),
        expiresAt: new Date(expires * 1000).toISOString(),
        downloadPath: `/privacy/download/${job.id}?expires=${expires}&signature=${signature}`,
      });
      await this.save(job);
      await this.upstream.send(
        PrivacyPatterns.exportMail,
        { path: job.downloadPath!, expiresAt: job.expiresAt! },
        principal,
      );
    } catch (err) {
      this.logger.error(`data export ${job.id} failed: ${describe(err)}`);
      if (job.status !== 'ready') {
        job.status = 'failed';
        await this.save(job).catch(() => undefined);
      }
    }
  }

  private keepSeconds(): number {
    return this.config.PRIVACY_EXPORT_LINK_TTL_SECONDS + JOB_KEEP_AFTER_EXPIRY_SECONDS;
  }

  private async save(job: StoredJob): Promise<void> {
    await this.redis.client.set(jobKey(job.id), JSON.stringify(job), 'EX', this.keepSeconds());
  }

  private async load(id: string): Promise<StoredJob | null> {
    const raw = await this.redis.client.get(jobKey(id));
    return raw ? (JSON.parse(raw) as StoredJob) : null;
  }

  /** The private bucket, made on first use, with a rule that deletes archives after a week. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.storage.bucketExists(this.bucket))) {
        await this.storage.makeBucket(this.bucket).catch(async (err: unknown) => {
          if (!(await this.storage.bucketExists(this.bucket))) throw err;
        });
      }
      await this.storage
        .setBucketLifecycle(this.bucket, {
          Rule: [
            {
              ID: 'expire-archives',
              Status: 'Enabled',
              Filter: { Prefix: '' },
              Expiration: { Days: ARCHIVE_LIFETIME_DAYS },
            },
          ],
        })
        .catch((err: unknown) => this.logger.warn(`archive lifecycle rule not set: ${describe(err)}`));
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }
}

/** The request as its owner sees it: the link only while it works. */
function publicJob(job: StoredJob): DataExportJob {
  const { userId: _userId, key: _key, ...rest } = job;
  const expired = !job.expiresAt || Date.parse(job.expiresAt) <= Date.now();
  return { ...rest, downloadPath: expired ? null : job.downloadPath };
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
