import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiSuccess } from '@streamhub/contracts';
import { map, type Observable } from 'rxjs';
import { ApiResult } from './api-result';

const RAW_RESPONSE = 'rawResponse';
/** For the few routes whose body is not JSON for the clients (metrics, media). */
export const RawResponse = (): MethodDecorator & ClassDecorator => SetMetadata(RAW_RESPONSE, true);

/** Wraps every successful response in `{ success: true, message, data }` (docs/product.md §7). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiSuccess<unknown> | unknown> {
    if (this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()])) {
      return next.handle();
    }
    return next.handle().pipe(
      map((value: unknown) =>
        value instanceof ApiResult
          ? {
              success: true as const,
              message: value.message,
              ...(value.code ? { code: value.code } : {}),
              data: value.data,
            }
          : { success: true as const, message: 'OK', data: value ?? null },
      ),
    );
  }
}
