import { hostname } from 'node:os';
import { Kafka, logLevel, type Admin, type KafkaConfig } from 'kafkajs';

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

export function kafkaConfig(app: string, brokers: string): KafkaConfig {
  return {
    clientId: uniqueClientId(app),
    brokers: parseBrokers(brokers),
    logLevel: logLevel.ERROR,
    retry: { initialRetryTime: 200, retries: 8 },
  };
}

/**
 * Create every missing topic up front (auto-creation makes the first request on a new topic
 * fail) and grow topics that have fewer partitions than configured. Nest's Kafka server handles
 * one message at a time per partition, so the partition count is also the per-service request
 * concurrency; it must cover at least two replicas per consumer group.
 */
export async function ensureTopics(
  app: string,
  brokers: string,
  topics: readonly string[],
  partitions: number,
): Promise<void> {
  const admin: Admin = new Kafka(kafkaConfig(`${app}-admin`, brokers)).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
      });
    }
    const present = topics.filter((t) => existing.has(t));
    if (present.length > 0) {
      const metadata = await admin.fetchTopicMetadata({ topics: present });
      const small = metadata.topics.filter((t) => t.partitions.length < partitions);
      if (small.length > 0) {
        await admin
          .createPartitions({ topicPartitions: small.map((t) => ({ topic: t.name, count: partitions })) })
          .catch((err: unknown) => {
            // Another process grew them a moment earlier.
            if (!(err instanceof Error && /partitions is invalid/i.test(err.message))) throw err;
          });
      }
    }
  } catch (err) {
    // Another replica may have created the same topics a moment earlier.
    if (!(err instanceof Error && /already exists/i.test(err.message))) throw err;
  } finally {
    await admin.disconnect();
  }
}
