import { expect } from 'vitest';
import { apiErrorCodeOf, type ApiErrorCode } from '@streamhub/contracts';

/**
 * Asserts the gateway's whole error answer: status code and `{ success: false, statusCode, code,
 * message }`, the code being the status's own unless a domain code is given.
 */
export const expectError = (
  res: { status: number; body: unknown },
  status: number,
  message: string,
  code: ApiErrorCode = apiErrorCodeOf(status),
) =>
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: { success: false, statusCode: status, code, message },
  });
