import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Envelope encryption of content keys (docs/drm.md): each 16-byte content key is stored and carried
 * only wrapped by a key-encryption key (KEK, `DRM_KEK`: 32 bytes, base64 or hex) with AES-256-GCM,
 * bound to its title and key id. The wrapped form names its KEK by a short fingerprint, so a
 * rotated-out KEK (`DRM_KEK_PREVIOUS`) still unwraps what it wrapped while new keys use the current one.
 */
export class KeyRing {
  private readonly current: { id: string; key: Buffer };
  private readonly byId = new Map<string, Buffer>();

  constructor(current: string, previous: readonly string[] = []) {
    const key = parseKek(current);
    this.current = { id: kekId(key), key };
    for (const k of [key, ...previous.filter((p) => p.trim() !== '').map(parseKek)]) this.byId.set(kekId(k), k);
  }

  /** The current KEK's fingerprint (not secret). */
  get id(): string {
    return this.current.id;
  }

  wrap(contentKey: Buffer, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(contentKey), cipher.final()]);
    return `${this.current.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The content key; throws when no KEK of the ring wrapped it or it was not wrapped for `context`. */
  unwrap(wrapped: string, context: string): Buffer {
    const [id, data] = wrapped.split(':');
    const kek = id ? this.byId.get(id) : undefined;
    if (!kek || !data) throw new Error('content key wrapped by an unknown key-encryption key');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  }

  /** Whether this value was wrapped by the current KEK (a rotation re-wraps the others). */
  isCurrent(wrapped: string): boolean {
    return wrapped.startsWith(`${this.current.id}:`);
  }
}

/** The associated data a content key is wrapped with: its title and key id. */
export const contentKeyContext = (videoId: string, kid: string): string => `${videoId}/${kid}`;

/** A new content key and key id (random, 16 bytes each). */
export function newContentKey(): { kid: string; key: Buffer } {
  return { kid: randomBytes(16).toString('hex'), key: randomBytes(16) };
}

function parseKek(value: string): Buffer {
  const v = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (key.length !== 32) throw new Error('DRM_KEK must be 32 bytes, as 64 hex digits or base64');
  return key;
}

function kekId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}
