import {
  AssignerProtocol,
  type Consumer,
  type EachBatchPayload,
  type Kafka,
  type PartitionAssigner,
  type RetryOptions,
} from 'kafkajs';

/**
 * Each gateway replica reads its replies from one partition of the reply topic that no other
 * replica reads. kafkajs cannot assign partitions by hand, so a replica claims partition `p` by
 * joining the consumer group `<topic>.p<p>` with an assigner that gives the partition to the
 * member that claimed it first and nothing to later ones: a replica that finds its candidate taken
 * leaves and tries the next. The claim lasts as long as the replica's group membership, so a
 * stopped replica frees its partition at once and a killed one after its session timeout.
 */

const CLAIM_PROTOCOL = 'ReplyPartitionClaim';

function claimAssigner(topic: string, partition: number, rank: string): PartitionAssigner {
  return () => ({
    name: CLAIM_PROTOCOL,
    version: 1,
    protocol: ({ topics }) => ({
      name: CLAIM_PROTOCOL,
      metadata: AssignerProtocol.MemberMetadata.encode({ version: 1, topics, userData: Buffer.from(rank) }),
    }),
    assign: async ({ members }) => {
      const ranked = members
        .map((m) => ({
          memberId: m.memberId,
          rank: AssignerProtocol.MemberMetadata.decode(m.memberMetadata)?.userData.toString() ?? '~',
        }))
        .sort((a, b) => (a.rank === b.rank ? a.memberId.localeCompare(b.memberId) : a.rank < b.rank ? -1 : 1));
      return ranked.map((m, i) => ({
        memberId: m.memberId,
        memberAssignment: AssignerProtocol.MemberAssignment.encode({
          version: 1,
          assignment: i === 0 ? { [topic]: [partition] } : {},
          userData: Buffer.alloc(0),
        }),
      }));
    },
  });
}

export interface ClaimedPartition {
  consumer: Consumer;
  partition: number;
}

export interface ClaimOptions {
  kafka: Kafka;
  topic: string;
  partitions: number;
  /** Orders claimants: the earliest wins a contested partition. */
  clientId: string;
  sessionTimeout: number;
  fetch: { minBytes: number; maxWaitTimeInMs: number };
  onBatch: (payload: EachBatchPayload) => Promise<void>;
  /** Tried first (the partition held before a reconnect), then the others in order. */
  preferred?: number;
  /** The consumers' retry settings. */
  retry?: RetryOptions;
  /** Called with each consumer right after it is built. */
  watch?: (consumer: Consumer) => void;
}

/** Claims the first free partition of `topic`; fails when every partition is held by another replica. */
export async function claimReplyPartition(options: ClaimOptions): Promise<ClaimedPartition> {
  const rank = `${String(Date.now()).padStart(15, '0')}-${options.clientId}`;
  const all = Array.from({ length: options.partitions }, (_, p) => p);
  const preferred =
    options.preferred !== undefined && options.preferred < options.partitions ? options.preferred : undefined;
  const order = preferred === undefined ? all : [preferred, ...all.filter((p) => p !== preferred)];
  for (const partition of order) {
    const consumer = options.kafka.consumer({
      groupId: `${options.topic}.p${partition}`,
      partitionAssigners: [claimAssigner(options.topic, partition, rank)],
      sessionTimeout: options.sessionTimeout,
      heartbeatInterval: Math.max(500, Math.floor(options.sessionTimeout / 6)),
      rebalanceTimeout: options.sessionTimeout,
      ...options.fetch,
      ...(options.retry ? { retry: options.retry } : {}),
    });
    options.watch?.(consumer);
    const joined = new Promise<number[]>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
        off();
        resolve(payload.memberAssignment[options.topic] ?? []);
      });
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [options.topic], fromBeginning: false });
    await consumer.run({ autoCommitInterval: 1_000, eachBatch: options.onBatch });
    const assigned = await joined;
    if (assigned.includes(partition)) return { consumer, partition };
    await consumer.disconnect();
  }
  throw new Error(
    `every partition of ${options.topic} is held by another gateway replica: raise KAFKA_REPLY_PARTITIONS to at least the number of replicas`,
  );
}
