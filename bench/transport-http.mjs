// The calling side of the transport benchmark: a bare Fastify server whose routes answer through
// our Kafka request/reply client (/kafka) or Nest's TCP client (/tcp), each call for the next of
// the bench service's N patterns in turn. Arguments: TCP port, number of patterns.
import 'reflect-metadata';
import Fastify from 'fastify';
import { ClientTCP } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { KafkaRequester } from '@streamhub/nest-kit';
import { BENCH_REPLY_TOPIC, BENCH_REQUEST_TOPIC, benchFetchOptions, benchPatterns } from './transport-common.mjs';

const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const tcpPort = Number(process.argv[2]);
const patterns = benchPatterns(Number(process.argv[3]));

const requester = new KafkaRequester({
  app: 'bench',
  brokers,
  replyTopic: BENCH_REPLY_TOPIC,
  reply: { mode: 'shared' },
  requestTopicOf: () => BENCH_REQUEST_TOPIC,
  ...benchFetchOptions(),
});
await requester.start();
const tcp = new ClientTCP({ host: '127.0.0.1', port: tcpPort });
await tcp.connect();

let next = 0;
const nextPattern = () => patterns[(next = (next + 1) % patterns.length)];
const app = Fastify({ logger: false });
const body = { body: {} };
app.get('/kafka', async () => requester.request(nextPattern(), body, { timeoutMs: 10_000 }));
app.get('/tcp', async () => firstValueFrom(tcp.send(nextPattern(), body)));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
process.on(
  'SIGTERM',
  () => void Promise.allSettled([requester.stop(), tcp.close(), app.close()]).then(() => process.exit(0)),
);
