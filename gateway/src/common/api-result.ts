import type { ApiNoticeCode } from '@streamhub/contracts';

/** What a controller returns when it wants a specific success message in the envelope. */
export class ApiResult<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    /** What the answer means beyond its data, for clients to branch on. */
    readonly code?: ApiNoticeCode,
  ) {}
}

export function ok<T>(data: T, message = 'OK', code?: ApiNoticeCode): ApiResult<T> {
  return new ApiResult(data, message, code);
}
