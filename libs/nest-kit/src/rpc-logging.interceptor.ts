import { Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { REQUEST_ID_HEADER } from '@streamhub/contracts';
import type { KafkaRpcContext } from './rpc/server';
import { tap, type Observable } from 'rxjs';

/** Logs each handled message with the request id the gateway put in the Kafka headers. */
export class RpcLoggingInterceptor implements NestInterceptor {
  private readonly logger: Logger;

  constructor(service: string) {
    this.logger = new Logger(`${service}.rpc`);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const kafka = context.switchToRpc().getContext<KafkaRpcContext>();
    const topic = kafka.getPattern?.() ?? kafka.getTopic?.() ?? 'unknown';
    const header = kafka.getMessage?.()?.headers?.[REQUEST_ID_HEADER];
    const requestId = header ? header.toString() : '-';
    const started = performance.now();
    return next.handle().pipe(
      tap({
        next: () => undefined,
        error: (err: unknown) =>
          this.logger.warn(
            `${topic} req=${requestId} failed: ${err instanceof Error ? err.message : JSON.stringify(err)}`,
          ),
        complete: () => this.logger.log(`${topic} req=${requestId} ${(performance.now() - started).toFixed(1)}ms`),
      }),
    );
  }
}
