import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { KafkaRpcClient, KafkaRpcMessage } from '@streamhub/nest-kit';
import { REQUEST_ID_HEADER, type Principal, type RpcPattern, type RpcReplyOf, type RpcRequest, type RpcRequestOf } from '@streamhub/contracts';
import { firstValueFrom, race, switchMap, timeout, timer, TimeoutError, type Observable } from 'rxjs';
import { currentRequestId } from '../common/request-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { IDEMPOTENT_READS } from './idempotent-reads';
import { UpstreamTimeoutError } from './upstream-timeout.error';

export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');

/**
 * Request/reply to the services over Kafka. Replies that are typed failures arrive as errors
 * (`{ code, message }`) and are mapped to HTTP by the one exception filter.
 *
 * An idempotent read still unanswered after REQUEST_RETRY_AFTER_MS is sent once more (a new
 * correlation id, hence usually another partition and replica) while the first try keeps waiting;
 * the first reply wins, and the 504 still comes at the same deadline. This covers a replica that
 * died with the read in hand, or whose partitions are not yet reassigned.
 */
@Injectable()
export class Upstream implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(KAFKA_CLIENT) private readonly client: KafkaRpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.client.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  /** Sends `body` to the service that answers `pattern`; body and reply types come from the pattern's contract. */
  async send<P extends RpcPattern>(
    pattern: P,
    body: RpcRequestOf<P>,
    principal?: Principal,
    timeoutMs = this.config.REQUEST_TIMEOUT_MS,
  ): Promise<RpcReplyOf<P>> {
    const requestId = currentRequestId();
    const value: RpcRequest<RpcRequestOf<P>> = { principal, body };
    const message: KafkaRpcMessage = {
      value,
      headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
      deadline: Date.now() + timeoutMs,
    };
    const retryAfterMs = this.config.REQUEST_RETRY_AFTER_MS;
    const first$: Observable<RpcReplyOf<P>> = this.client.send<RpcReplyOf<P>>(pattern, message);
    const call$ =
      retryAfterMs > 0 && retryAfterMs < timeoutMs && IDEMPOTENT_READS.has(pattern)
        ? race(first$, timer(retryAfterMs).pipe(switchMap(() => this.client.send<RpcReplyOf<P>>(pattern, message))))
        : first$;
    try {
      return await firstValueFrom(call$.pipe(timeout(timeoutMs)));
    } catch (err) {
      if (err instanceof TimeoutError) throw new UpstreamTimeoutError(pattern.split('.')[0] ?? pattern);
      throw err;
    }
  }
}
