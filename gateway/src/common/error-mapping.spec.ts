import { describe, expect, it } from 'vitest';
import { RpcUnavailableError } from '@streamhub/nest-kit';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, mapError } from './error-mapping';

describe('mapError', () => {
  it('turns "Kafka unreachable" into 503 with a Retry-After, as an expected failure', () => {
    expect(mapError(new RpcUnavailableError())).toEqual({
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      unexpected: false,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  });
});
