import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ingestHookToken, isIngestHookToken, liveMediaSecret } from './live-secrets';

describe('live secrets', () => {
  it('accepts only the hook token of this secret', () => {
    expect(isIngestHookToken(ingestHookToken('s3cret'), 's3cret')).toBe(true);
    expect(isIngestHookToken(ingestHookToken('other'), 's3cret')).toBe(false);
    expect(isIngestHookToken('short', 's3cret')).toBe(false);
  });

  it('keys live media tokens apart from the titles key and from the hook token', () => {
    const secret = 's3cret';
    expect(liveMediaSecret(secret)).not.toBe(secret);
    expect(liveMediaSecret(secret)).not.toBe(ingestHookToken(secret));
    expect(liveMediaSecret(secret)).toBe(
      createHmac('sha256', secret).update('streamhub-live-media').digest('base64url'),
    );
  });
});
