import { z } from 'zod';
import { API_ERROR_CODES, API_NOTICE_CODES } from './constants';
import type { ApiSuccess } from './constants';

export const ApiErrorSchema = z
  .object({
    success: z.literal(false),
    statusCode: z.int(),
    code: z.enum(API_ERROR_CODES).describe('What went wrong, for clients to branch on'),
    message: z.string().describe('For people; may change'),
  })
  .meta({
    id: 'ApiError',
    description: 'Every error: 400 bad input, 401, 403, 404, 405, 409, 413, 414, 415, 429, 431, 503, 504',
  });

/** `{ success: true, message, data }` around a route's data (with `code` when the answer means more). */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string(),
    code: z.enum(API_NOTICE_CODES).describe('What the answer means beyond its data').optional(),
    data,
  });
}

/** GET /health/live: the gateway answers and its Kafka consumers run or are being reopened. */
export const LivenessReplySchema = z.object({
  status: z.string(),
  consumers: z.array(z.object({ name: z.string(), state: z.string(), forSeconds: z.int(), restarts: z.int() })),
});

/** `null` data: the answer is its message. */
export const NoDataSchema = z.null();

/**
 * A request as the gateway hands it to a service: what its schema admits, less `null` (which the
 * gateway's validation lets through as "not given"). The domain request types are this of their schema.
 */
export type RequestOf<S extends z.ZodType> = { [K in keyof z.output<S>]: Exclude<z.output<S>[K], null> };

export type ApiError = z.infer<typeof ApiErrorSchema>;

export type ApiResponse<T> = ApiSuccess<T> | ApiError;
