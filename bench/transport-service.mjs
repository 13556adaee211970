// The service side of the transport benchmark: one Nest handler that touches no database (it
// answers a fixed body) registered under N patterns of the bench's own, served over our Kafka
// request/reply transport and over Nest's TCP transport (no broker), so the figures isolate the
// transport. Arguments: TCP port, number of patterns. Reports when ready.
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Transport } from '@nestjs/microservices';
import { KafkaRpcServer, ensureTopics } from '@streamhub/nest-kit';
import {
  BENCH_REPLY_TOPIC,
  BENCH_REQUEST_TOPIC,
  benchFetchOptions,
  FIXED_PONG,
  benchPatterns,
} from './transport-common.mjs';

const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const tcpPort = Number(process.argv[2]);
const patterns = benchPatterns(Number(process.argv[3]));

class EchoController {
  ping() {
    return FIXED_PONG;
  }
}
MessagePattern(patterns)(
  EchoController.prototype,
  'ping',
  Object.getOwnPropertyDescriptor(EchoController.prototype, 'ping'),
);
Controller()(EchoController);
class EchoModule {}
Module({ controllers: [EchoController] })(EchoModule);

await ensureTopics('bench', brokers, [
  { topic: BENCH_REQUEST_TOPIC, partitions: 6, config: { 'retention.ms': '3600000' } },
  { topic: BENCH_REPLY_TOPIC, partitions: 1, config: { 'retention.ms': '3600000' } },
]);
const kafka = await NestFactory.createMicroservice(EchoModule, {
  strategy: new KafkaRpcServer({
    // Its client id and logs only: requests come from the bench's own topic, for the bench's own patterns.
    service: 'support',
    brokers,
    concurrency: 64,
    partitions: 6,
    lingerMs: 0,
    sessionTimeoutMs: 6_000,
    requestTopic: BENCH_REQUEST_TOPIC,
    patterns,
    ...benchFetchOptions(),
  }),
  logger: false,
});
await kafka.listen();
const tcp = await NestFactory.createMicroservice(EchoModule, {
  transport: Transport.TCP,
  options: { host: '127.0.0.1', port: tcpPort },
  logger: false,
});
await tcp.listen();
process.send?.({ ready: true });
process.on('SIGTERM', () => void Promise.allSettled([kafka.close(), tcp.close()]).then(() => process.exit(0)));
