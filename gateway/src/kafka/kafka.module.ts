import { Global, Module } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import { ALL_REQUEST_PATTERNS } from '@streamhub/contracts';
import { kafkaConfig } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { KAFKA_CLIENT, Upstream } from './upstream';

@Global()
@Module({
  providers: [
    {
      provide: KAFKA_CLIENT,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig): ClientKafka => {
        const client = new ClientKafka({
          client: kafkaConfig('gateway', config.KAFKA_BROKERS),
          // Replicas share this group; each is assigned its own reply partitions.
          consumer: { groupId: 'gateway', sessionTimeout: 30_000, heartbeatInterval: 3_000 },
          producer: { allowAutoTopicCreation: false },
        });
        for (const pattern of ALL_REQUEST_PATTERNS) client.subscribeToResponseOf(pattern);
        return client;
      },
    },
    Upstream,
  ],
  exports: [Upstream, KAFKA_CLIENT],
})
export class KafkaGatewayModule {}
