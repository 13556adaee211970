// Fail fast while Kafka is away, recover by itself when it returns: the gateway's request/reply
// client against a real broker of its own (started with the stack CLI in a temporary STACK_DIR),
// so stopping it disturbs neither the shared stack nor the tests running beside this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_REPLY_TOPIC, PATTERNS_BY_SERVICE, SupportPatterns, type HealthPong } from '@streamhub/contracts';
import {
  KafkaRequester,
  KafkaRpcServer,
  RpcUnavailableError,
  ensureTopics,
  supervisedConsumers,
  topicPlan,
} from '@streamhub/nest-kit';
import { ThrowawayStack } from '@streamhub/testkit';

const stack = new ThrowawayStack(['kafka']);
let brokers = '';
let server: KafkaRpcServer | undefined;
let requester: KafkaRequester | undefined;

const kafka = (command: 'start' | 'stop') => stack.server(command);

const ping = (timeoutMs: number) => requester!.request<HealthPong>(SupportPatterns.health, { body: {} }, { timeoutMs });

/** Pings until one answers or `withinMs` passes: the broker's consumer groups settle in their own time. */
async function pingUntilAnswered(withinMs: number): Promise<HealthPong | undefined> {
  const giveUpAt = Date.now() + withinMs;
  while (Date.now() < giveUpAt) {
    const pong = await ping(5_000).catch(() => undefined);
    if (pong) return pong;
    await new Promise((r) => setTimeout(r, 500));
  }
  return undefined;
}

beforeAll(async () => {
  await stack.start();
  brokers = stack.kafkaBrokers;
  await ensureTopics('outage-test', brokers, topicPlan(2, 2));
  server = new KafkaRpcServer({
    service: 'support',
    brokers,
    concurrency: 8,
    partitions: 2,
    lingerMs: 0,
    sessionTimeoutMs: 6_000,
  });
  // A server answers every pattern of its domain or refuses to start; only health is called here.
  for (const pattern of PATTERNS_BY_SERVICE.support) {
    server.addHandler(pattern, async () => ({ service: 'support', db: 'up', at: new Date().toISOString() }));
  }
  await new Promise<void>((done, fail) => void server!.listen((err?: unknown) => (err ? fail(err) : done())));
  requester = new KafkaRequester({
    app: 'outage-test',
    brokers,
    replyTopic: GATEWAY_REPLY_TOPIC,
    reply: { mode: 'claim', partitions: 2 },
  });
  await requester.start();
}, 150_000);

afterAll(async () => {
  await requester?.stop();
  await server?.close();
  await stack.stop();
}, 120_000);

describe('request/reply while Kafka goes away and comes back', () => {
  it('keeps calls waiting while its reply consumer is replaced with the broker still there, and holds new calls until the replacement reads', async () => {
    expect(await pingUntilAnswered(60_000)).toMatchObject({ service: 'support' });
    const replies = supervisedConsumers().find((c) => c.name === `${GATEWAY_REPLY_TOPIC} (outage-test)`);
    expect(replies).toBeDefined();
    const waiting = [ping(20_000), ping(20_000)];
    // As when kafkajs gives up on a broker that left the cluster: the consumer is dropped and reopened.
    replies!.replace('replaced by the test');
    expect(replies!.health.state).toBe('recovering');
    const sentMeanwhile = ping(20_000);
    const answers = await Promise.allSettled([...waiting, sentMeanwhile]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? 'answered' : String(a.reason)))).toEqual([
      'answered',
      'answered',
      'answered',
    ]);
    expect(replies!.health.state).toBe('running');
    expect(requester!.available).toBe(true);
  }, 120_000);

  it('answers "unavailable" at once instead of waiting for the timeout, then recovers without a restart', async () => {
    // A new broker may still be assigning partitions to the fresh consumer groups: wait for a first answer.
    expect(await pingUntilAnswered(60_000)).toMatchObject({ service: 'support', db: 'up' });

    await kafka('stop');
    // With a 60 s timeout, only a fail-fast client can reject with "unavailable" rather than time out.
    await expect(ping(60_000)).rejects.toBeInstanceOf(RpcUnavailableError);
    expect(requester!.available).toBe(false);

    await kafka('start');
    // The same client and server, untouched: calls succeed again once the broker is back.
    const pong = await pingUntilAnswered(90_000);
    expect(pong).toMatchObject({ service: 'support', db: 'up' });
    expect(requester!.available).toBe(true);
  }, 300_000);
});
