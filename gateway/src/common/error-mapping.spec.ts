import { BadRequestException, HttpException } from '@nestjs/common';
import { KafkaJSProtocolError } from 'kafkajs';
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

  it('maps a broker "message too large" refusal to 413, not 500', () => {
    const tooLarge = new KafkaJSProtocolError({
      type: 'MESSAGE_TOO_LARGE',
      code: 10,
      retriable: false,
      message: 'The request included a message larger than the max message size the server will accept',
    });
    expect(mapError(tooLarge)).toEqual({ status: 413, message: 'Request body is too large', unexpected: false });
  });

  it("says Fastify's own errors in our words, whether wrapped by Nest or not, never quoting input", () => {
    const media = Object.assign(new Error('Unsupported Media Type: text/<script>'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(mapError(media)).toEqual({ status: 415, message: 'Unsupported content type', unexpected: false });
    const wrapped = new HttpException(media.message, 415, { cause: media });
    expect(mapError(wrapped)).toEqual({ status: 415, message: 'Unsupported content type', unexpected: false });
    const unknown = Object.assign(new Error('weird <input>'), { statusCode: 400, code: 'FST_ERR_SOMETHING_NEW' });
    expect(mapError(unknown).message).toBe('Bad request');
  });

  it('keeps validation messages and hides unexpected errors behind 500', () => {
    expect(mapError(new BadRequestException(['Email is required', 'other']))).toEqual({
      status: 400,
      message: 'Email is required',
      unexpected: false,
    });
    expect(mapError(new Error('database exploded at line 12'))).toEqual({
      status: 500,
      message: 'Something went wrong',
      unexpected: true,
    });
  });
});
