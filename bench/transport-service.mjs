// The service side of the transport benchmark: one Nest handler that touches no database (it
// answers a fixed body), served over our Kafka request/reply transport and over Nest's TCP
// transport (no broker), so the figures isolate the transport. Reports the TCP port when ready.
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Transport } from '@nestjs/microservices';
import { SupportPatterns } from '@streamhub/contracts';
import { KafkaRpcServer, ensureTopics } from '@streamhub/nest-kit';
import { BENCH_REPLY_TOPIC, BENCH_REQUEST_TOPIC, FIXED_PONG } from './transport-common.mjs';

const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const tcpPort = Number(process.argv[2]);

class EchoController {
  ping() {
    return FIXED_PONG;
  }
}
MessagePattern(SupportPatterns.health)(EchoController.prototype, 'ping', Object.getOwnPropertyDescriptor(EchoController.prototype, 'ping'));
Controller()(EchoController);
class EchoModule {}
Module({ controllers: [EchoController] })(EchoModule);

await ensureTopics('bench', brokers, [
  { topic: BENCH_REQUEST_TOPIC, partitions: 6, config: { 'retention.ms': '3600000' } },
  { topic: BENCH_REPLY_TOPIC, partitions: 1, config: { 'retention.ms': '3600000' } },
]);
const kafka = await NestFactory.createMicroservice(EchoModule, {
  strategy: new KafkaRpcServer({
    service: 'support',
    brokers,
    concurrency: 64,
    partitions: 6,
    lingerMs: 0,
    sessionTimeoutMs: 6_000,
    requestTopic: BENCH_REQUEST_TOPIC,
  }),
  logger: false,
});
await kafka.listen();
const tcp = await NestFactory.createMicroservice(EchoModule, { transport: Transport.TCP, options: { host: '127.0.0.1', port: tcpPort }, logger: false });
await tcp.listen();
process.send?.({ ready: true });
process.on('SIGTERM', () => void Promise.allSettled([kafka.close(), tcp.close()]).then(() => process.exit(0)));
