import { AuthEvents, AuthPatterns } from './auth';
import { BannerPatterns } from './banner';
import { BillingEvents, BillingPatterns } from './billing';
import { CatalogEvents, CatalogPatterns } from './catalog';
import { MediaEvents } from './media';
import { SupportPatterns } from './support';
import type { ServiceName } from './services';

/**
 * Every Kafka topic of the system. Request/reply patterns are topics too; each has a
 * `<pattern>.reply` topic for the answers. Each domain declares its own patterns and events in
 * its file (auth.ts, catalog.ts, ...); this file only gathers them.
 */

/** Domain events (EventPattern), keyed by topic name. */
export const Events = { ...AuthEvents, ...CatalogEvents, ...BillingEvents, ...MediaEvents } as const;

type ValuesOf<T> = T[keyof T];
export type RequestPattern =
  | ValuesOf<typeof AuthPatterns>
  | ValuesOf<typeof CatalogPatterns>
  | ValuesOf<typeof BillingPatterns>
  | ValuesOf<typeof SupportPatterns>
  | ValuesOf<typeof BannerPatterns>;
export type EventTopic = ValuesOf<typeof Events>;

export const PATTERNS_BY_SERVICE: Record<ServiceName, readonly string[]> = {
  auth: Object.values(AuthPatterns),
  catalog: Object.values(CatalogPatterns),
  billing: Object.values(BillingPatterns),
  support: Object.values(SupportPatterns),
  banner: Object.values(BannerPatterns),
};

export const ALL_REQUEST_PATTERNS: readonly string[] = Object.values(PATTERNS_BY_SERVICE).flat();
export const ALL_EVENT_TOPICS: readonly string[] = Object.values(Events);
export const replyTopic = (pattern: string): string => `${pattern}.reply`;

/** Every topic that must exist before a consumer joins (auto-creation makes first calls fail). */
export const ALL_TOPICS: readonly string[] = [
  ...ALL_REQUEST_PATTERNS,
  ...ALL_REQUEST_PATTERNS.map(replyTopic),
  ...ALL_EVENT_TOPICS,
];
