import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Kafka } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import { kafkaConfig } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** Cheap reachability probes for the infrastructure the gateway depends on. */
@Injectable()
export class InfraProbes implements OnApplicationShutdown {
  private readonly redisClient: Redis;
  private mongoConnection?: Connection;
  private readonly kafkaAdmin;
  private kafkaConnected = false;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.redisClient = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // The probe's own failures are its answer (health says Redis is down); no stack trace per retry.
    this.redisClient.on('error', () => undefined);
    this.kafkaAdmin = new Kafka(kafkaConfig('gateway-health', config.KAFKA_BROKERS)).admin();
  }

  async kafka(): Promise<void> {
    if (!this.kafkaConnected) {
      await this.kafkaAdmin.connect();
      this.kafkaConnected = true;
    }
    await this.kafkaAdmin.describeCluster();
  }

  async mongo(): Promise<void> {
    this.mongoConnection ??= mongoose.createConnection(this.config.MONGO_URL, { serverSelectionTimeoutMS: 2_000 });
    await this.mongoConnection.asPromise();
    await this.mongoConnection.db?.admin().ping();
  }

  async redis(): Promise<void> {
    if (this.redisClient.status === 'wait') await this.redisClient.connect();
    await this.redisClient.ping();
  }

  async minio(): Promise<void> {
    const res = await fetch(new URL('/minio/health/live', this.config.S3_ENDPOINT), {
      signal: AbortSignal.timeout(2_000),
    });
    if (!res.ok) throw new Error(`MinIO answered ${res.status}`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.redisClient.disconnect();
    await this.mongoConnection?.close().catch(() => undefined);
    if (this.kafkaConnected) await this.kafkaAdmin.disconnect().catch(() => undefined);
  }
}
