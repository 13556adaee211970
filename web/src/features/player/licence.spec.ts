import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { CLEAR_KEY, drmConfig, drmFailure, licenceFromEnvelope } from './licence';

/** shaka's LICENSE_REQUEST_FAILED wrapping an HTTP status error whose body is the API's error envelope. */
const refused = (status: number, code: string) => ({
  code: 6007,
  data: [{ code: 1001, data: ['http://x/api/v1/drm/licence/1', status, JSON.stringify({ code, message: 'Nope' })] }],
});

describe('drmFailure', () => {
  it('tells a browser without the key system from a licence refused for the screens', () => {
    expect(drmFailure({ code: 6001, data: [] })?.title).toBe(MESSAGES.drmUnsupported);
    expect(drmFailure(refused(403, 'TOO_MANY_STREAMS'))?.title).toBe(MESSAGES.drmTooManyScreens);
    expect(drmFailure(refused(403, 'SUBSCRIPTION_REQUIRED'))).toEqual({ title: MESSAGES.drmRefused, hint: 'Nope' });
  });

  it('leaves every other failure to the generic message', () => {
    expect(drmFailure({ code: 1001, data: [] })).toBeNull();
    expect(drmFailure(new Error('x'))).toBeNull();
    expect(drmFailure(undefined)).toBeNull();
  });
});

describe('licence plumbing', () => {
  it('unwraps the ClearKey licence from the API envelope', () => {
    const body = new TextEncoder().encode(
      JSON.stringify({
        success: true,
        message: 'ok',
        data: { keys: [{ kty: 'oct', kid: 'a', k: 'b' }], type: 'temporary' },
      }),
    );
    expect(JSON.parse(new TextDecoder().decode(licenceFromEnvelope(body)))).toEqual({
      keys: [{ kty: 'oct', kid: 'a', k: 'b' }],
      type: 'temporary',
    });
  });

  it('points ClearKey at the licence URL with retries', () => {
    const config = drmConfig('/api/v1/drm/licence/abc', 'http://127.0.0.1:5173');
    expect(config.servers[CLEAR_KEY]).toBe('http://127.0.0.1:5173/api/v1/drm/licence/abc');
    expect(config.retryParameters.maxAttempts).toBe(3);
  });
});
