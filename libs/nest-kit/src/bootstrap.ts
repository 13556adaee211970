import 'reflect-metadata';
import { Logger, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { ensureTopics, kafkaConfig, topicPlan } from './kafka';
import { RpcLoggingInterceptor } from './rpc-logging.interceptor';

export interface ServiceBootstrapOptions {
  service: string;
  kafkaBrokers: string;
  partitions: number;
  replyPartitions: number;
}

/** Kafka transport options: one consumer group per service, so replicas share the work. */
export function serviceTransport(options: ServiceBootstrapOptions): MicroserviceOptions {
  return {
    transport: Transport.KAFKA,
    options: {
      client: kafkaConfig(options.service, options.kafkaBrokers),
      consumer: { groupId: options.service, sessionTimeout: 30_000, heartbeatInterval: 3_000 },
      producer: { allowAutoTopicCreation: false },
      subscribe: { fromBeginning: false },
      // Nest answers one request at a time per partition: consume every partition concurrently.
      run: { partitionsConsumedConcurrently: options.partitions },
    },
  };
}

/** Turns a Nest module into a running Kafka microservice; a failure to start is one line, not a stack. */
export async function bootstrapService(module: Type | DynamicModule, options: ServiceBootstrapOptions): Promise<INestMicroservice> {
  const logger = new Logger(options.service);
  try {
    await ensureTopics(options.service, options.kafkaBrokers, topicPlan(options.partitions, options.replyPartitions));
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
      ...serviceTransport(options),
      bufferLogs: true,
    });
    app.useLogger(app.get(PinoLogger));
    app.useGlobalInterceptors(new RpcLoggingInterceptor(options.service));
    app.enableShutdownHooks();
    await app.listen();
    logger.log(`${options.service} service listening on Kafka ${options.kafkaBrokers}`);
    return app;
  } catch (err) {
    exitWithReason(options.service, err);
  }
}

export function exitWithReason(app: string, err: unknown): never {
  const reason = err instanceof Error ? err.message : String(err);
  process.stderr.write(`streamhub ${app}: failed to start: ${reason}\n`);
  // One line for people; the whole story only when asked for.
  if (process.env.LOG_LEVEL === 'debug' && err instanceof Error) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
}
