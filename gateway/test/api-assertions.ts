import { expect } from 'vitest';

/** Asserts the gateway's whole error answer: status code and `{ success: false, statusCode, message }`. */
export const expectError = (res: { status: number; body: unknown }, status: number, message: string) =>
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: { success: false, statusCode: status, message },
  });
