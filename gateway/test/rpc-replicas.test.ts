// Replicas on the request/reply transport against the real broker: two service replicas share a
// request topic; one killed or stopped; two callers (as two gateway replicas) each get only their
// own replies; a request delivered twice is answered twice and harms nothing. The replicas answer on a request topic of this test's own, so the services of the
// shared stack are not disturbed.
import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { RpcHeaders, SupportPatterns } from '@streamhub/contracts';
import { KafkaRequester, ensureTopics } from '@streamhub/nest-kit';
import { testEnv, unique } from '@streamhub/testkit';

interface Answer {
  replica: string;
  handled: number;
}

const run = unique('replicas');
const requestTopic = `${run}.requests`;
const replyTopic = `${run}.replies`;
const brokers = testEnv.kafkaBrokers;
const children = new Set<ChildProcess>();
const requesters: KafkaRequester[] = [];

async function replica(name: string, delayMs = 20): Promise<ChildProcess> {
  const child = fork(resolve(__dirname, 'fixtures/rpc-replica.mjs'), [name, requestTopic, String(delayMs)], {
    env: { ...process.env, KAFKA_BROKERS: brokers },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await new Promise<void>((done, fail) => {
    child.once('message', () => done());
    child.once('exit', (code) => fail(new Error(`replica ${name} exited with ${code}`)));
  });
  return child;
}

async function caller(): Promise<KafkaRequester> {
  const r = new KafkaRequester({
    app: `${run}-caller`,
    brokers,
    replyTopic,
    reply: { mode: 'claim', partitions: 2 },
    requestTopicOf: () => requestTopic,
    sessionTimeoutMs: 6_000,
  });
  requesters.push(r);
  await r.start();
  return r;
}

const call = (r: KafkaRequester, timeoutMs = 10_000) =>
  r.request<Answer>(SupportPatterns.health, { body: {} }, { timeoutMs });

/** Calls from `callers` loops until `stop()`; records when each call started and how it ended. */
function load(r: KafkaRequester, callers: number) {
  const outcomes: { startedAt: number; ok: boolean; replica?: string }[] = [];
  let running = true;
  const loops = Array.from({ length: callers }, async () => {
    while (running) {
      const startedAt = Date.now();
      try {
        const answer = await call(r);
        outcomes.push({ startedAt, ok: true, replica: answer.replica });
      } catch {
        outcomes.push({ startedAt, ok: false });
      }
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!condition() && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 100));
}

beforeAll(async () => {
  await ensureTopics('replica-test', brokers, [
    { topic: requestTopic, partitions: 4 },
    { topic: replyTopic, partitions: 2 },
  ]);
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.allSettled(requesters.map((r) => r.stop()));
});

describe('service replicas on the request/reply transport', () => {
  it('two callers claim different reply partitions and each receives only its own replies; a duplicate request is answered twice, harmlessly', async () => {
    const a = await replica('solo');
    const [first, second] = [await caller(), await caller()];
    expect(new Set([first.partition, second.partition])).toEqual(new Set([0, 1]));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? first : second)));
    expect(answers).toHaveLength(20);
    expect(first.strayReplies).toBe(0);
    expect(second.strayReplies).toBe(0);

    // A request delivered twice (as after a replica's crash) is answered twice, both times
    // successfully; the caller resolves on the first answer and ignores the second.
    const kafka = new Kafka({ clientId: `${run}-raw`, brokers: brokers.split(','), logLevel: logLevel.NOTHING });
    const correlationId = `${run}-duplicate`;
    const replies: KafkaMessage[] = [];
    const watcher = kafka.consumer({ groupId: `${run}-watcher` });
    const fetched = new Promise<void>((done) => {
      const off = watcher.on(watcher.events.FETCH, () => {
        off();
        done();
      });
    });
    await watcher.connect();
    await watcher.subscribe({ topics: [replyTopic], fromBeginning: false });
    await watcher.run({
      autoCommit: false,
      eachMessage: async ({ message }) => {
        if (message.headers?.[RpcHeaders.correlationId]?.toString() === correlationId) replies.push(message);
      },
    });
    await fetched;
    const producer = kafka.producer();
    await producer.connect();
    const request = {
      key: correlationId,
      value: JSON.stringify({ body: {} }),
      headers: {
        [RpcHeaders.pattern]: SupportPatterns.health,
        [RpcHeaders.correlationId]: correlationId,
        [RpcHeaders.replyTopic]: replyTopic,
        [RpcHeaders.replyPartition]: String(first.partition),
      },
    };
    await producer.send({ topic: requestTopic, messages: [request, request] });
    await until(() => replies.length === 2, 20_000);
    await Promise.all([producer.disconnect(), watcher.disconnect()]);
    expect(replies.map((m) => m.headers?.[RpcHeaders.error])).toEqual([undefined, undefined]);
    expect(replies.map((m) => (JSON.parse(m.value!.toString()) as Answer).replica)).toEqual(['solo', 'solo']);
    await until(() => first.strayReplies === 2, 10_000);
    expect(first.strayReplies).toBe(2);
    expect((await call(first)).replica).toBe('solo');
    a.kill('SIGTERM');
    await until(() => !children.has(a), 30_000);
  }, 120_000);

  it('two replicas share the requests; SIGTERM of one fails no call; SIGKILL of the other is healed within 10 s', async () => {
    const [a, b] = [await replica('a'), await replica('b')];
    const r = requesters[0] ?? (await caller());

    // Both replicas answer once the group has settled.
    const seen = new Set<string>();
    for (let i = 0; i < 100 && seen.size < 2; i++) seen.add((await call(r)).replica);
    const shared = await Promise.all(Array.from({ length: 40 }, () => call(r)));
    for (const answer of shared) seen.add(answer.replica);
    expect(seen).toEqual(new Set(['a', 'b']));

    // SIGTERM: a finishes what it has and leaves; b takes over its partitions; nothing fails.
    const graceful = load(r, 10);
    await new Promise((done) => setTimeout(done, 1_000));
    a.kill('SIGTERM');
    await until(() => !children.has(a), 30_000);
    await new Promise((done) => setTimeout(done, 3_000));
    await graceful.stop();
    expect(graceful.outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(graceful.outcomes.filter((o) => o.replica === 'b').length).toBeGreaterThan(0);

    // SIGKILL: c joins, then b dies without warning; calls made 10 s later all succeed (on c).
    const c = await replica('c');
    const abrupt = load(r, 10);
    await new Promise((done) => setTimeout(done, 1_000));
    const killedAt = Date.now();
    b.kill('SIGKILL');
    await new Promise((done) => setTimeout(done, 14_000));
    await abrupt.stop();
    const later = abrupt.outcomes.filter((o) => o.startedAt >= killedAt + 10_000);
    const failed = abrupt.outcomes.filter((o) => !o.ok);
    const lastFailedStart = failed.length > 0 ? Math.max(...failed.map((o) => o.startedAt)) - killedAt : null;
    console.info(
      `SIGKILL of a replica under 10 callers: ${abrupt.outcomes.length} calls, ${failed.length} failed` +
        (lastFailedStart === null ? '' : `, the last failed call started ${lastFailedStart} ms after the kill`),
    );
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((o) => !o.ok)).toEqual([]);
    expect(later.every((o) => o.replica === 'c')).toBe(true);
    c.kill('SIGTERM');
  }, 180_000);
});
