import { Global, Module } from '@nestjs/common';
import { GATEWAY_REPLY_TOPIC } from '@streamhub/contracts';
import { KafkaRequester, KafkaRpcClient } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { KAFKA_CLIENT, Upstream } from './upstream';

@Global()
@Module({
  providers: [
    {
      provide: KAFKA_CLIENT,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig): KafkaRpcClient =>
        new KafkaRpcClient(
          new KafkaRequester({
            app: 'gateway',
            brokers: config.KAFKA_BROKERS,
            replyTopic: GATEWAY_REPLY_TOPIC,
            // Each replica reads its replies from a partition of its own.
            reply: { mode: 'claim', partitions: config.KAFKA_REPLY_PARTITIONS },
            lingerMs: config.KAFKA_LINGER_MS,
            sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
          }),
        ),
    },
    Upstream,
  ],
  exports: [Upstream, KAFKA_CLIENT],
})
export class KafkaGatewayModule {}
