import { BadRequestException, ForbiddenException, HttpException } from '@nestjs/common';
import { MaxRetriesPerRequestError } from 'ioredis/built/errors';
import { KafkaJSProtocolError } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { RpcUnavailableError } from '@streamhub/nest-kit';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, codeOf, mapError } from './error-mapping';

describe('mapError', () => {
  it('turns "Kafka unreachable" into 503 with a Retry-After, as an expected failure', () => {
    expect(mapError(new RpcUnavailableError())).toEqual({
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      unexpected: false,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  });

  it('turns "Redis unreachable" (ioredis out of retries, or a closed connection) into 503 with a Retry-After', () => {
    const unavailable = {
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      unexpected: false,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
    expect(mapError(new MaxRetriesPerRequestError(1))).toEqual(unavailable);
    expect(mapError(new Error('Connection is closed.'))).toEqual(unavailable);
    expect(mapError(new Error('Connection is closed by a bug')).status).toBe(500);
  });

  it('maps a broker "message too large" refusal to 413, not 500', () => {
    // kafkajs builds the error from its error-code table entry ({ type, code, retriable, message });
    // its typings admit only an Error, so the entry is given as one.
    const entry = Object.assign(
      new Error('The request included a message larger than the max message size the server will accept'),
      { type: 'MESSAGE_TOO_LARGE', code: 10, retriable: false },
    );
    const tooLarge = new KafkaJSProtocolError(entry);
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

describe('error codes', () => {
  it("sends a domain code when one is known, else the status's own", () => {
    const inactive = mapError({ code: 'FORBIDDEN', message: 'Your account is inactive.', reason: 'ACCOUNT_INACTIVE' });
    expect(codeOf(inactive)).toBe('ACCOUNT_INACTIVE');
    const guard = mapError(new ForbiddenException({ message: 'Your account is inactive.', code: 'ACCOUNT_INACTIVE' }));
    expect(guard).toMatchObject({ status: 403, code: 'ACCOUNT_INACTIVE', message: 'Your account is inactive.' });
    expect(codeOf(mapError({ code: 'NOT_FOUND', message: 'Video not found' }))).toBe('NOT_FOUND');
    expect(codeOf(mapError(new RpcUnavailableError()))).toBe('SERVICE_UNAVAILABLE');
    expect(codeOf(mapError(new Error('boom')))).toBe('INTERNAL');
    // A made-up code in a body is not passed on.
    expect(codeOf(mapError(new ForbiddenException({ message: 'No', code: 'WHATEVER' })))).toBe('FORBIDDEN');
  });
});
