import type { Principal, RpcRequest } from '@streamhub/contracts';
import { KafkaRequester, RpcReplyError, ensureTopics } from '@streamhub/nest-kit';
import { testEnv } from './env';

/**
 * Tests and scripts call services the way the gateway does, with the same request/reply client
 * (libs/nest-kit rpc), but answers come back on a reply topic of their own that every test process
 * reads in a group of its own (replies meant for others are ignored by correlation id), so they
 * never take a reply partition from a gateway replica.
 */
const TEST_REPLY_TOPIC = 'tests.replies';

/** A failed reply: `payload` is what the service threw (for ours, `{ code, message }`). */
export { RpcReplyError as RpcError };

let requester: KafkaRequester | undefined;
let ready: Promise<KafkaRequester> | undefined;

function connected(): Promise<KafkaRequester> {
  ready ??= (async () => {
    await ensureTopics('tests', testEnv.kafkaBrokers, [
      { topic: TEST_REPLY_TOPIC, partitions: 1, config: { 'retention.ms': '3600000' } },
    ]);
    requester = new KafkaRequester({
      app: 'tests-rpc',
      brokers: testEnv.kafkaBrokers,
      replyTopic: TEST_REPLY_TOPIC,
      reply: { mode: 'shared' },
    });
    await requester.start();
    return requester;
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}

/**
 * Sends `body` to a service's `@RpcHandler(pattern)` the way the gateway does and resolves
 * with its reply; a ServiceError reply rejects with an RpcError whose payload is `{ code, message }`.
 */
export async function rpc<T>(
  pattern: string,
  body: unknown,
  principal?: Principal,
  { timeoutMs = 15_000 } = {},
): Promise<T> {
  const client = await connected();
  const request: RpcRequest = { principal, body };
  return client.request<T>(pattern, request, { timeoutMs });
}

export async function closeRpc(): Promise<void> {
  const client = requester;
  requester = undefined;
  ready = undefined;
  await client?.stop();
}
