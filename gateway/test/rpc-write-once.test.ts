// A write request delivered more than once (as Kafka does after a replica's death or a rebalance:
// the requests fetched since the last offset commit go to the partition's next owner) runs once
// in the real catalog service: the copies get the first run's reply, never a second run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { CatalogPatterns, RpcHeaders, requestTopic, type Category, type RpcRequest } from '@streamhub/contracts';
import { ensureTopics } from '@streamhub/nest-kit';
import { closeRpc, rpc, testEnv, unique, waitFor } from '@streamhub/testkit';

const run = unique('write-once');
const replyTopic = `${run}.replies`;
const kafka = new Kafka({ clientId: run, brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
const replies = new Map<string, { value: string; failed: boolean }[]>();
let watcher: Consumer;
let producer: Producer;

beforeAll(async () => {
  await ensureTopics(run, testEnv.kafkaBrokers, [
    { topic: replyTopic, partitions: 1, config: { 'retention.ms': '600000' } },
  ]);
  watcher = kafka.consumer({ groupId: `${run}-watcher` });
  const fetching = new Promise<void>((done) => {
    const off = watcher.on(watcher.events.FETCH, () => {
      off();
      done();
    });
  });
  await watcher.connect();
  await watcher.subscribe({ topics: [replyTopic], fromBeginning: true });
  await watcher.run({
    autoCommit: false,
    eachMessage: async ({ message }) => {
      const id = message.headers?.[RpcHeaders.correlationId]?.toString() ?? '';
      const list = replies.get(id) ?? [];
      list.push({ value: message.value?.toString() ?? '', failed: message.headers?.[RpcHeaders.error] !== undefined });
      replies.set(id, list);
    },
  });
  await fetching;
  producer = kafka.producer();
  await producer.connect();
}, 60_000);

afterAll(async () => {
  await Promise.allSettled([producer?.disconnect(), watcher?.disconnect(), closeRpc()]);
});

/** The same request message (same correlation id), as the service's request topic would deliver it again. */
function delivery(correlationId: string, name: string) {
  const request: RpcRequest<{ name: string }> = { body: { name } };
  return {
    key: correlationId,
    value: JSON.stringify(request),
    headers: {
      [RpcHeaders.pattern]: CatalogPatterns.createCategory,
      [RpcHeaders.correlationId]: correlationId,
      [RpcHeaders.replyTopic]: replyTopic,
      [RpcHeaders.replyPartition]: '0',
    },
  };
}

describe('a write request delivered twice', () => {
  it('runs once: a copy in the same batch is not run again, a later copy gets the first reply again', async () => {
    const correlationId = `${run}-create`;
    const name = unique('ONCE').toUpperCase();

    // Two copies in one batch: handled side by side, only one may run.
    await producer.send({
      topic: requestTopic('catalog'),
      messages: [delivery(correlationId, name), delivery(correlationId, name)],
    });
    await waitFor(() => (replies.get(correlationId)?.length ?? 0) >= 1, { timeoutMs: 20_000, what: 'the reply' });
    const [first] = replies.get(correlationId)!;
    expect(first.failed).toBe(false);
    const created = JSON.parse(first.value) as Category;
    expect(created.name).toBe(name);

    // A copy delivered after the first run finished: the stored reply, not a second create
    // (which would answer that the category already exists).
    await producer.send({ topic: requestTopic('catalog'), messages: [delivery(correlationId, name)] });
    await waitFor(() => (replies.get(correlationId)?.length ?? 0) >= 2, { timeoutMs: 20_000, what: 'the reply' });
    for (const reply of replies.get(correlationId)!) expect(reply).toEqual(first);

    // A new request id with the same body is a new request: it runs, and is refused as a duplicate name.
    const other = `${run}-again`;
    await producer.send({ topic: requestTopic('catalog'), messages: [delivery(other, name)] });
    await waitFor(() => (replies.get(other)?.length ?? 0) >= 1, { timeoutMs: 20_000, what: 'the reply' });
    expect(replies.get(other)![0].failed).toBe(true);

    const list = await rpc<Category[]>(CatalogPatterns.listCategories, {});
    expect(list.filter((c) => c.name === name)).toHaveLength(1);
  }, 90_000);
});
