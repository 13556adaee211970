import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { KAFKAJS_FIXED_VERSION, quietIdleRequestQueues } from './kafkajs-idle-fix';

const load = createRequire(__filename);

interface SentRequest {
  entry: { correlationId: number; resolve: (value: unknown) => void; reject: (err: Error) => void };
  expectResponse: boolean;
  sendRequest: () => void;
}
interface Queue {
  pending: unknown[];
  inflight: Map<number, unknown>;
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  push(request: SentRequest): void;
  checkPendingRequests(): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer | null; size: number }): void;
  maybeThrottle(ms: number): void;
  destroy(): void;
}

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const queues: Queue[] = [];

/** kafkajs's own request queue of one broker connection (one request in flight at a time). */
function queue(): Queue {
  const RequestQueue = load('kafkajs/src/network/requestQueue/index.js') as new (options: object) => Queue;
  const q = new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'spec',
    broker: '127.0.0.1:9',
    logger: silent,
  });
  queues.push(q);
  return q;
}

/** A request whose "send" is recorded; it expects an answer, so it stays in flight until one comes. */
function request(correlationId: number, sent: number[]): SentRequest {
  return {
    entry: { correlationId, resolve: () => undefined, reject: () => undefined },
    expectResponse: true,
    sendRequest: () => sent.push(correlationId),
  };
}

afterEach(() => {
  for (const q of queues.splice(0)) q.destroy();
});

describe('kafkajs idle request queues', () => {
  it('corrects the kafkajs version the workspace installs', () => {
    expect((load('kafkajs/package.json') as { version: string }).version).toBe(KAFKAJS_FIXED_VERSION);
    expect(quietIdleRequestQueues()).toBe(true);
  });

  it('arms no timer when nothing waits and nothing is throttled (kafkajs 2.2.4 re-armed a 1 ms one forever)', () => {
    quietIdleRequestQueues();
    const q = queue();
    q.checkPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
    const sent: number[] = [];
    q.push(request(1, sent));
    q.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(sent).toEqual([1]);
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still sends a request that waited for the one in flight, when that one is answered', () => {
    quietIdleRequestQueues();
    const q = queue();
    const sent: number[] = [];
    q.push(request(1, sent));
    q.push(request(2, sent));
    expect(sent).toEqual([1]);
    expect(q.pending).toHaveLength(1);
    q.fulfillRequest({ correlationId: 1, payload: null, size: 0 });
    expect(sent).toEqual([1, 2]);
    expect(q.pending).toHaveLength(0);
  });

  it('still sends a request that waited out a broker throttle, by the timer, once the throttle ends', async () => {
    quietIdleRequestQueues();
    const q = queue();
    const sent: number[] = [];
    q.maybeThrottle(60);
    q.push(request(1, sent));
    expect(sent).toEqual([]);
    expect(q.throttleCheckTimeoutId).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sent).toEqual([1]);
    expect(q.throttleCheckTimeoutId).toBeNull();
  });
});
