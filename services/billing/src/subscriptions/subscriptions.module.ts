import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EventPublisher, OutboxRelay } from '@streamhub/nest-kit';
import { CLOCK, systemClock } from '../common/clock';
import { CustomersModule } from '../customers/customers.module';
import { ExpiryJob } from './expiry.job';
import { GrantLock } from './grant-lock';
import { SubscriptionDoc, SubscriptionSchema } from './subscription.schema';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsOutbox, SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: SubscriptionDoc.name, schema: SubscriptionSchema }]), CustomersModule],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionsRepository,
    SubscriptionsService,
    GrantLock,
    ExpiryJob,
    { provide: CLOCK, useValue: systemClock },
    {
      provide: SubscriptionsOutbox,
      inject: [SubscriptionsRepository, EventPublisher],
      useFactory: (records: SubscriptionsRepository, publisher: EventPublisher) =>
        new OutboxRelay({
          name: 'billing.subscriptions',
          store: records.outboxStore(),
          publish: (event) => publisher.publish(event),
        }),
    },
  ],
  exports: [SubscriptionsRepository, SubscriptionsService],
})
export class SubscriptionsModule {}
