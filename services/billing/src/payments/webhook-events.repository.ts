import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { isDuplicateKey } from '@streamhub/nest-kit';
import type { Connection } from 'mongoose';

/** Razorpay retries a webhook for about a day; ids are kept a while longer. */
const KEEP_SECONDS = 3 * 24 * 60 * 60;

interface WebhookEventDoc {
  _id: string;
  event: string;
  at: Date;
}

/** Webhook deliveries already handled, by `x-razorpay-event-id` (a retry carries the same id). */
@Injectable()
export class WebhookEventsRepository implements OnModuleInit {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get events() {
    return this.connection.collection<WebhookEventDoc>('webhook_events');
  }

  async onModuleInit(): Promise<void> {
    await this.events.createIndex({ at: 1 }, { expireAfterSeconds: KEEP_SECONDS });
  }

  async handled(eventId: string): Promise<boolean> {
    return (await this.events.countDocuments({ _id: eventId }, { limit: 1 })) > 0;
  }

  /** Recorded once the event's work is done, so a delivery that failed half-way is retried in full. */
  async remember(eventId: string, event: string, at: Date): Promise<void> {
    try {
      await this.events.insertOne({ _id: eventId, event, at });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
}
