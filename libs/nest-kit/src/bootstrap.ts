import 'reflect-metadata';
import { Logger, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { getConnectionToken } from '@nestjs/mongoose';
import { ConnectionStates, type Connection } from 'mongoose';
import type { ServiceName } from '@streamhub/contracts';
import { kafkaTuningSchema, validateEnv, type KafkaTuning, type ServiceConfig } from './config';
import { startHealthServer } from './health-server';
import { ensureTopics, topicPlan } from './kafka';
import { RpcLoggingInterceptor } from './rpc-logging.interceptor';
import { MongoRequestLedger } from './rpc/request-ledger';
import { KafkaRpcServer } from './rpc/server';

export interface ServiceBootstrapOptions {
  service: ServiceName;
  kafkaBrokers: string;
  partitions: number;
  replyPartitions: number;
  /** Transport tuning; read from the environment (KAFKA_RPC_CONCURRENCY, ...) when left out. */
  tuning?: KafkaTuning;
}

/** The Kafka part of the bootstrap options, as every service's validated configuration holds it. */
export function kafkaOptionsFrom(
  config: ServiceConfig,
): Pick<ServiceBootstrapOptions, 'kafkaBrokers' | 'partitions' | 'replyPartitions'> {
  return {
    kafkaBrokers: config.KAFKA_BROKERS,
    partitions: config.KAFKA_PARTITIONS,
    replyPartitions: config.KAFKA_REPLY_PARTITIONS,
  };
}

/** The service's transport: its request topic shared by its replicas, and its event topics. */
export function serviceTransport(options: ServiceBootstrapOptions): KafkaRpcServer {
  const tuning =
    options.tuning ?? validateEnv<KafkaTuning & Record<string, unknown>>(options.service, kafkaTuningSchema());
  return new KafkaRpcServer({
    service: options.service,
    brokers: options.kafkaBrokers,
    partitions: options.partitions,
    concurrency: tuning.KAFKA_RPC_CONCURRENCY,
    lingerMs: tuning.KAFKA_LINGER_MS,
    sessionTimeoutMs: tuning.KAFKA_SESSION_TIMEOUT_MS,
  });
}

/** Turns a Nest module into a running Kafka microservice; a failure to start is one line, not a stack. */
export async function bootstrapService(
  module: Type | DynamicModule,
  options: ServiceBootstrapOptions,
): Promise<INestMicroservice> {
  const { service } = options;
  const logger = new Logger(service);
  try {
    await ensureTopics(service, options.kafkaBrokers, topicPlan(options.partitions, options.replyPartitions));
    const strategy = serviceTransport(options);
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, { strategy, bufferLogs: true });
    app.useLogger(app.get(PinoLogger));
    app.useGlobalInterceptors(new RpcLoggingInterceptor(service));
    app.enableShutdownHooks();
    const connection = app.get<Connection>(getConnectionToken(), { strict: false });
    // Writes delivered twice (after a replica's death or a rebalance) run once: remembered in the service's database.
    strategy.useLedger(MongoRequestLedger.open(connection));
    await app.listen();
    // Ready while the database answers: the request consumer is running once listen() returns.
    await startHealthServer(service, async () => {
      await connection.db?.admin().ping();
      return connection.readyState === ConnectionStates.connected;
    });
    logger.log(`${service} service listening on Kafka ${options.kafkaBrokers}`);
    return app;
  } catch (err) {
    exitWithReason(service, err);
  }
}

export function exitWithReason(app: string, err: unknown): never {
  const reason = err instanceof Error ? err.message : String(err);
  process.stderr.write(`streamhub ${app}: failed to start: ${reason}\n`);
  // One line for people; the whole story only when asked for.
  if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
}
