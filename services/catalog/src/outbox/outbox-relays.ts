import type { Provider, Type } from '@nestjs/common';
import { EventPublisher, OutboxRelay, type OutboxStore } from '@streamhub/nest-kit';
import { SeriesRepository } from '../series/series.repository';
import { VideosRepository } from '../videos/videos.repository';

/** What the videos service needs from its outbox relay: a nudge after each write, so events leave at once. */
export abstract class VideosOutbox {
  abstract kick(): void;
}

/** The same for categories. */
export abstract class CategoriesOutbox {
  abstract kick(): void;
}

/** The same for series data, whose events wait in the series documents. */
export abstract class SeriesOutbox {
  abstract kick(): void;
}

interface HasOutbox {
  outboxStore(): OutboxStore;
}

/** One relay per collection with an outbox; besides the kicks, each retries every few seconds what Kafka refused. */
export const OUTBOX_RELAYS: Provider[] = [
  outboxRelay(VideosOutbox, 'catalog.videos', VideosRepository),
  outboxRelay(SeriesOutbox, 'catalog.series', SeriesRepository),
];

export function outboxRelay(token: abstract new () => unknown, name: string, repository: Type<HasOutbox>): Provider {
  return {
    provide: token,
    inject: [repository, EventPublisher],
    useFactory: (records: HasOutbox, publisher: EventPublisher) =>
      new OutboxRelay({ name, store: records.outboxStore(), publish: (event) => publisher.publish(event) }),
  };
}
