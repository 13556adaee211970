import {
  Controller,
  Global,
  Injectable,
  Module,
  type DynamicModule,
  type OnModuleInit,
  type Type,
} from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { healthPattern, type HealthPong, type ServiceName } from '@streamhub/contracts';
import { EventPublisher } from './event-publisher';
import { loggingModule } from './logging';
import { KIT_OPTIONS, type KitOptions } from './kit-options';
import { ProcessedEvent, ProcessedEventSchema, ProcessedEvents } from './processed-events';
import { RpcHandler } from './rpc/rpc-handler';

/** Database name per service: each service owns its own database. */
export function databaseName(service: string): string {
  return `streamhub_${service.replace(/-/g, '_')}`;
}

function healthControllerFor(service: ServiceName): Type {
  @Controller()
  class HealthController {
    constructor(@InjectConnection() private readonly connection: Connection) {}

    @RpcHandler(healthPattern(service))
    async ping(): Promise<HealthPong> {
      let db: HealthPong['db'] = 'down';
      try {
        await this.connection.db?.admin().ping();
        db = 'up';
      } catch {
        db = 'down';
      }
      return { service, db, at: new Date().toISOString() };
    }
  }
  return HealthController;
}

/**
 * Holds start-up until every model's indexes exist. Seeds, outbox relays and the Kafka consumer
 * all start after module init, so none of them queries a collection whose indexes are still
 * being built (the local Mongo-wire server fails such a query with "Unknown error"), and unique
 * indexes are in force before the first write.
 */
@Injectable()
export class IndexesReady implements OnModuleInit {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async onModuleInit(): Promise<void> {
    await Promise.all(this.connection.modelNames().map((name) => this.connection.model(name).init()));
  }
}

/**
 * What every service module needs: its own Mongo database, the event publisher, idempotent
 * event bookkeeping and the health ping the gateway uses.
 */
@Global()
@Module({})
export class ServiceKitModule {
  static forService(options: KitOptions & { service: ServiceName }): DynamicModule {
    return {
      module: ServiceKitModule,
      imports: [
        loggingModule(options.service, options.logLevel ?? 'info'),
        MongooseModule.forRoot(options.mongoUrl, {
          dbName: databaseName(options.service),
          serverSelectionTimeoutMS: 10_000,
        }),
        MongooseModule.forFeature([{ name: ProcessedEvent.name, schema: ProcessedEventSchema }]),
      ],
      controllers: [healthControllerFor(options.service)],
      providers: [{ provide: KIT_OPTIONS, useValue: options }, EventPublisher, ProcessedEvents, IndexesReady],
      exports: [KIT_OPTIONS, EventPublisher, ProcessedEvents, MongooseModule],
    };
  }
}
