import { hostname } from 'node:os';
import net from 'node:net';
import tls from 'node:tls';
import { Kafka, logLevel, type Admin, type ISocketFactory, type KafkaConfig } from 'kafkajs';
import { ALL_EVENT_TOPICS, ALL_REQUEST_TOPICS, GATEWAY_REPLY_TOPIC, PLAYBACK_EVENTS_TOPIC } from '@streamhub/contracts';
import { quietIdleRequestQueues } from './kafkajs-idle-fix';

export function parseBrokers(value: string): string[] {
  return value
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
}

/** A client id unique per process, so several replicas can run side by side. */
export function uniqueClientId(app: string): string {
  return `${app}-${hostname()}-${process.pid}`;
}

/**
 * kafkajs's own socket factory with Nagle's algorithm turned off: a request written while an
 * earlier one is unacknowledged otherwise waits for the broker's delayed ACK (up to 40 ms), which
 * dominated every request/reply round trip.
 */
export const noDelaySocketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
  const socket = ssl
    ? tls.connect({ host, port, ...(net.isIP(host) ? {} : { servername: host }), ...ssl }, onConnect)
    : net.connect({ host, port }, onConnect);
  socket.setKeepAlive(true, 60_000);
  socket.setNoDelay(true);
  return socket;
};

/** True when a TCP connection to any of the bootstrap brokers opens within `timeoutMs`. */
export async function brokerReachable(brokers: string, timeoutMs = 500): Promise<boolean> {
  const attempts = parseBrokers(brokers).map(
    (broker) =>
      new Promise<boolean>((resolve) => {
        const i = broker.lastIndexOf(':');
        const socket = net.connect({ host: broker.slice(0, i), port: Number(broker.slice(i + 1)) });
        const done = (ok: boolean) => {
          socket.destroy();
          resolve(ok);
        };
        socket.setTimeout(timeoutMs, () => done(false));
        socket.once('connect', () => done(true));
        socket.once('error', () => done(false));
      }),
  );
  return (await Promise.all(attempts)).some(Boolean);
}

/** Every Kafka client of the system is built from this (which also quiets kafkajs's idle timers). */
export function kafkaConfig(app: string, brokers: string): KafkaConfig {
  quietIdleRequestQueues();
  return {
    clientId: uniqueClientId(app),
    brokers: parseBrokers(brokers),
    logLevel: logLevel.ERROR,
    // Waits between retries stop growing at 3 s (kafkajs: 30 s), so a client that is reconnecting
    // when the broker returns is back within seconds, not half a minute later.
    retry: { initialRetryTime: 200, maxRetryTime: 3_000, retries: 8 },
    socketFactory: noDelaySocketFactory,
  };
}

export interface TopicSpec {
  topic: string;
  partitions: number;
  /** Topic configs set at creation (e.g. retention). */
  config?: Record<string, string>;
}

/** Requests and replies are worthless once their caller has timed out: keep them an hour, not a week. */
const SHORT_LIVED = { 'retention.ms': String(60 * 60 * 1000) };

/**
 * The topics the system needs: one request topic per service (`partitions` spreads its requests
 * over replicas), one reply topic for the gateway (a partition per gateway replica), and a topic
 * per domain event, and the players' event stream. Adding a pattern adds no topic.
 */
export function topicPlan(partitions: number, replyPartitions: number): TopicSpec[] {
  return [
    ...ALL_REQUEST_TOPICS.map((topic) => ({ topic, partitions, config: SHORT_LIVED })),
    { topic: GATEWAY_REPLY_TOPIC, partitions: replyPartitions, config: SHORT_LIVED },
    ...ALL_EVENT_TOPICS.map((topic) => ({ topic, partitions })),
    // The players' events: kept three days, long enough for analytics to catch up after an outage.
    { topic: PLAYBACK_EVENTS_TOPIC, partitions, config: { 'retention.ms': String(3 * 86_400_000) } },
  ];
}

const ENSURE_ATTEMPTS = 10;

/**
 * Creates missing topics and grows topics with too few partitions, before any consumer joins
 * (auto-creation makes the first request on a new topic fail). Every process of the system calls
 * this at start, often at the same moment, so it converges rather than trusting one attempt:
 * whatever another process created or grew meanwhile simply counts as done.
 */
export async function ensureTopics(app: string, brokers: string, plan: readonly TopicSpec[]): Promise<void> {
  const admin: Admin = new Kafka(kafkaConfig(`${app}-admin`, brokers)).admin();
  await admin.connect();
  try {
    let lastError: unknown;
    for (let attempt = 1; attempt <= ENSURE_ATTEMPTS; attempt++) {
      const existing = new Set(await admin.listTopics());
      const missing = plan.filter((t) => !existing.has(t.topic));
      const present = plan.filter((t) => existing.has(t.topic));
      const metadata =
        present.length > 0 ? await admin.fetchTopicMetadata({ topics: present.map((t) => t.topic) }) : { topics: [] };
      const counts = new Map(metadata.topics.map((t) => [t.name, t.partitions.length]));
      const small = present.filter((t) => (counts.get(t.topic) ?? 0) < t.partitions);
      if (missing.length === 0 && small.length === 0) return;
      try {
        if (missing.length > 0) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: missing.map((t) => ({
              topic: t.topic,
              numPartitions: t.partitions,
              // The brokers' default.replication.factor: 1 on one broker, 3 in HA mode and production.
              replicationFactor: -1,
              configEntries: Object.entries(t.config ?? {}).map(([name, value]) => ({ name, value })),
            })),
          });
        }
        if (small.length > 0) {
          await admin.createPartitions({
            topicPartitions: small.map((t) => ({ topic: t.topic, count: t.partitions })),
          });
        }
      } catch (err) {
        lastError = err; // most often a race with another process; the next pass re-reads the broker
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
    const reason = lastError instanceof Error ? lastError.message : 'topics still missing';
    throw new Error(`could not create the Kafka topics after ${ENSURE_ATTEMPTS} attempts: ${reason}`);
  } finally {
    await admin.disconnect();
  }
}
