import { AdsPatterns } from '../ads/constants';
import { AnalyticsPatterns, PLAYBACK_EVENTS_TOPIC } from '../analytics/constants';
import { AuthEvents, AuthPatterns } from '../auth/constants';
import { BannerPatterns } from '../banner/constants';
import { BillingEvents, BillingPatterns } from '../billing/constants';
import { CatalogEvents, CatalogPatterns } from '../catalog/constants';
import { DownloadPatterns } from '../downloads/constants';
import { LivePatterns } from '../live/constants';
import { MediaEvents } from '../media/constants';
import { PrivacyPatterns } from '../privacy/constants';
import { SupportPatterns } from '../support/constants';
import { SERVICES, type ServiceName } from './services';

/**
 * Every Kafka topic of the system. Each domain declares its own patterns and events in its file
 * (auth.ts, catalog.ts, ...); this file only gathers them.
 *
 * Request/reply does not use a topic per pattern: each service reads one request topic
 * (`<service>.requests`, the pattern travels in a header) and the gateway reads its answers from
 * one reply topic with a partition per gateway replica. Domain events keep a topic each.
 */

/** Domain events (`@EventHandler` in services; payloads in event-contracts.ts), keyed by topic name. */
export const Events = { ...AuthEvents, ...CatalogEvents, ...BillingEvents, ...MediaEvents } as const;

type ValuesOf<T> = T[keyof T];
export type RequestPattern =
  | ValuesOf<typeof AuthPatterns>
  | ValuesOf<typeof PrivacyPatterns>
  | ValuesOf<typeof CatalogPatterns>
  | ValuesOf<typeof LivePatterns>
  | ValuesOf<typeof DownloadPatterns>
  | ValuesOf<typeof BillingPatterns>
  | ValuesOf<typeof SupportPatterns>
  | ValuesOf<typeof BannerPatterns>
  | ValuesOf<typeof AnalyticsPatterns>
  | ValuesOf<typeof AdsPatterns>;
export type EventTopic = ValuesOf<typeof Events>;

/** The privacy patterns a service answers (each named `<service>.privacy.*`). */
const privacyPatternsOf = (service: ServiceName): string[] =>
  Object.values(PrivacyPatterns).filter((pattern) => pattern.startsWith(`${service}.`));

export const PATTERNS_BY_SERVICE: Record<ServiceName, readonly string[]> = {
  auth: [...Object.values(AuthPatterns), ...privacyPatternsOf('auth')],
  catalog: [
    ...Object.values(CatalogPatterns),
    ...Object.values(LivePatterns),
    ...Object.values(DownloadPatterns),
    ...privacyPatternsOf('catalog'),
  ],
  billing: [...Object.values(BillingPatterns), ...privacyPatternsOf('billing')],
  support: [...Object.values(SupportPatterns), ...privacyPatternsOf('support')],
  banner: Object.values(BannerPatterns),
  analytics: [...Object.values(AnalyticsPatterns), ...privacyPatternsOf('analytics')],
  ads: Object.values(AdsPatterns),
};

export const ALL_REQUEST_PATTERNS: readonly string[] = Object.values(PATTERNS_BY_SERVICE).flat();
export const ALL_EVENT_TOPICS: readonly string[] = Object.values(Events);

/** The one topic a service reads its requests from, whatever their pattern. */
export const requestTopic = (service: ServiceName): string => `${service}.requests`;
export const ALL_REQUEST_TOPICS: readonly string[] = SERVICES.map(requestTopic);

/** Where the gateway's replicas read their replies: one partition per replica. */
export const GATEWAY_REPLY_TOPIC = 'gateway.replies';

/** Where billing reads the replies to its own requests (catalog look-ups); every replica reads all of it. */
export const BILLING_REPLY_TOPIC = 'billing.replies';
/** Where support reads the catalogue's answers to its title look-ups (grievances). */
export const SUPPORT_REPLY_TOPIC = 'support.replies';

const SERVICE_OF_PATTERN = new Map<string, ServiceName>(
  SERVICES.flatMap((service) => PATTERNS_BY_SERVICE[service].map((pattern) => [pattern, service] as const)),
);

/** The service that answers `pattern` (by declaration, else by its `<service>.` prefix); undefined if none. */
export function serviceOfPattern(pattern: string): ServiceName | undefined {
  const declared = SERVICE_OF_PATTERN.get(pattern);
  if (declared) return declared;
  const prefix = pattern.split('.')[0];
  return (SERVICES as readonly string[]).includes(prefix ?? '') ? (prefix as ServiceName) : undefined;
}

/** Every topic that must exist before a consumer joins (auto-creation makes first calls fail). */
export const ALL_TOPICS: readonly string[] = [
  ...ALL_REQUEST_TOPICS,
  GATEWAY_REPLY_TOPIC,
  ...ALL_EVENT_TOPICS,
  PLAYBACK_EVENTS_TOPIC,
];
