/** What a controller returns when it wants a specific success message in the envelope. */
export class ApiResult<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function ok<T>(data: T, message = 'OK'): ApiResult<T> {
  return new ApiResult(data, message);
}
