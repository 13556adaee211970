import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { KafkaRpcClient, SendOptions } from '@streamhub/nest-kit';
import {
  IDEMPOTENT_READS,
  REQUEST_ID_HEADER,
  type Principal,
  type RpcPattern,
  type RpcReplyOf,
  type RpcRequest,
  type RpcRequestOf,
} from '@streamhub/contracts';
import { currentRequestId, currentClientAddress } from '../common/request-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
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
    const clientAddress = currentClientAddress();
    const value: RpcRequest<RpcRequestOf<P>> = { principal, body, ...(clientAddress ? { clientAddress } : {}) };
    const options: SendOptions = {
      headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : {},
      deadline: Date.now() + timeoutMs,
    };
    const retry = this.config.REQUEST_RETRY_AFTER_MS;
    const retryAfterMs = retry > 0 && retry < timeoutMs && IDEMPOTENT_READS.has(pattern) ? retry : undefined;
    // Plain callbacks on the requester rather than the ClientProxy's observables: this runs for
    // every uncached request, and the fewer allocations on that path, the more requests per core.
    return new Promise<RpcReplyOf<P>>((resolve, reject) => {
      const requester = this.client.requester;
      const cancels: (() => void)[] = [];
      let retryTimer: NodeJS.Timeout | undefined;
      let done = false;
      const finish = (err: unknown, response?: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(deadlineTimer);
        clearTimeout(retryTimer);
        for (const cancel of cancels) cancel();
        if (err !== undefined && err !== null) reject(err);
        else resolve(response as RpcReplyOf<P>);
      };
      const attempt = () => {
        cancels.push(requester.send(pattern, value, finish, options));
      };
      const deadlineTimer = setTimeout(
        () => finish(new UpstreamTimeoutError(pattern.split('.')[0] ?? pattern)),
        timeoutMs,
      );
      if (retryAfterMs !== undefined) retryTimer = setTimeout(attempt, retryAfterMs);
      attempt();
    });
  }
}
