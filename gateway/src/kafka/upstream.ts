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
import { LastGood, isOutage } from '../common/last-good';
import { currentRequestId, currentClientAddress, markStale } from '../common/request-context';
import { staleIfErrorAnswers } from '../metrics/metrics';
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
  /** The last good replies of the reads that may stand in for an unreachable service (`recallable`). */
  private readonly lastGood: LastGood<unknown>;

  constructor(
    @Inject(KAFKA_CLIENT) private readonly client: KafkaRpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.lastGood = new LastGood({
      maxAgeMs: config.ACCESS_RECALL_MS ?? 0,
      maxEntries: config.ACCESS_RECALL_MAX_ENTRIES ?? 0,
    });
  }

  async onModuleInit(): Promise<void> {
    await this.client.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  /**
   * `send` for a read whose last good reply may answer while its service cannot be reached (the bus
   * is down, the call timed out): the access decision of a title for one viewer and profile, or a
   * video's track list for its manifests. Each reply is kept per pattern, body and caller (user and
   * active profile) for at most ACCESS_RECALL_MS; an outage answers with it and marks the request
   * stale (Age, Warning). A refusal recalled stays a refusal, nothing is granted that was not; once
   * the service answers again its answer is used (and kept), so a revocation applies at once.
   */
  async recallable<P extends RpcPattern>(
    pattern: P,
    body: RpcRequestOf<P>,
    principal?: Principal,
  ): Promise<RpcReplyOf<P>> {
    const key = recallKey(pattern, body, principal);
    try {
      const reply = await this.send(pattern, body, principal);
      if (this.config.ACCESS_RECALL_MS > 0) this.lastGood.record(key, reply);
      return reply;
    } catch (err) {
      // An answer that is a refusal (a 404, a 403) replaces what was kept: it is what holds now.
      if (!isOutage(err)) this.lastGood.delete(key);
      const recalled = this.config.ACCESS_RECALL_MS > 0 && isOutage(err) ? this.lastGood.recall(key) : undefined;
      if (!recalled) throw err;
      markStale(recalled.ageMs);
      staleIfErrorAnswers.inc({ source: pattern });
      return recalled.value as RpcReplyOf<P>;
    }
  }

  /** False while the bus is known to be unreachable (calls then fail at once). */
  get available(): boolean {
    return this.client.requester.available;
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

/** A kept reply's key: the call and who made it (the viewer and active profile decide access). */
function recallKey(pattern: string, body: unknown, principal: Principal | undefined): string {
  const who = principal ? `|${principal.userId}|${principal.profile ? JSON.stringify(principal.profile) : '-'}` : '|-|';
  return `${pattern}${who}${JSON.stringify(body ?? null)}`;
}
