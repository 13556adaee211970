import { RpcException } from '@nestjs/microservices';
import { ServiceErrorCode, type ApiErrorCode, type ServiceErrorPayload } from '@streamhub/contracts';

/** The one exception type services throw; it travels over Kafka as `{ code, message }`. */
export class ServiceError extends RpcException {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    /** A domain code the caller's client branches on (sent as `code` in the HTTP error). */
    readonly reason?: ApiErrorCode,
    /** Seconds until a refused caller may try again (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super({
      code,
      message,
      ...(reason ? { reason } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    } satisfies ServiceErrorPayload);
  }

  static invalid(message: string): ServiceError {
    return new ServiceError(ServiceErrorCode.Invalid, message);
  }
  static unauthorized(message: string): ServiceError {
    return new ServiceError(ServiceErrorCode.Unauthorized, message);
  }
  static forbidden(message: string, reason?: ApiErrorCode): ServiceError {
    return new ServiceError(ServiceErrorCode.Forbidden, message, reason);
  }
  static notFound(message: string): ServiceError {
    return new ServiceError(ServiceErrorCode.NotFound, message);
  }
  static conflict(message: string): ServiceError {
    return new ServiceError(ServiceErrorCode.Conflict, message);
  }
  static rateLimited(message: string, reason?: ApiErrorCode, retryAfter?: number): ServiceError {
    return new ServiceError(ServiceErrorCode.RateLimited, message, reason, retryAfter);
  }
}
