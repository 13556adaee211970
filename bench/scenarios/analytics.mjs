import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { AnalyticsPatterns, PLAYBACK_EVENTS_TOPIC } from '@streamhub/contracts';
import { closeRpc, rpc } from '@streamhub/testkit';
import { gatewayUrl, round, waitFor, withGatewayReplica } from '../lib.mjs';

/**
 * The playback analytics pipeline (docs/analytics.md):
 *
 * 1. Ingest through the real path — HTTP batches of 100 events to a gateway (its per-account
 *    limit lifted for the run) → Kafka playback.events → the analytics service → DuckDB — for
 *    ANALYTICS_INGEST_SECONDS (60): events/s accepted, the consumer group's lag when sending
 *    stops, how long until every accepted event is stored, and count in = count stored.
 *    Target (issue 33): ≥ 5,000 events/s, lag ≤ 5 s, 0 lost.
 * 2. Queries over ANALYTICS_STORED_EVENTS (1,000,000) stored events (topped up straight into
 *    the topic when fewer are stored): the retention curve and QoE report of one title through
 *    the gateway, p95 of ANALYTICS_QUERY_RUNS (100) each. Target: p95 ≤ 200 ms.
 */
const INGEST_SECONDS = Number(process.env.ANALYTICS_INGEST_SECONDS ?? 60);
const STORED_EVENTS = Number(process.env.ANALYTICS_STORED_EVENTS ?? 1_000_000);
const QUERY_RUNS = Number(process.env.ANALYTICS_QUERY_RUNS ?? 100);
const SENDERS = Number(process.env.ANALYTICS_SENDERS ?? 16);
const BATCH = 100;
const TITLES = 50;
const ADMIN = { userId: 'bench-admin', email: 'bench@streamhub.local', role: 'admin', isAdmin: true };
const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';

const titles = Array.from({ length: TITLES }, () => randomBytes(12).toString('hex'));
const today = () => new Date().toISOString().slice(0, 10);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One session's worth of events: a start, heartbeats and stalls, an end; `height` varies by session. */
function sessionEvents(count, videoId = titles[Math.floor(Math.random() * TITLES)]) {
  const sessionId = randomUUID();
  const at = Date.now() - 60_000;
  const height = [360, 480, 720, 1080][Math.floor(Math.random() * 4)];
  const base = { sessionId, videoId, duration: 600, height, bitrate: height * 4_000 };
  return Array.from({ length: count }, (_, i) => {
    const type = i === 0 ? 'start' : i === count - 1 ? 'end' : i % 17 === 0 ? 'stall_end' : 'heartbeat';
    return {
      ...base,
      id: randomUUID(),
      type,
      at: at + i * 10,
      position: Math.min(600, i * 10),
      watchedMs: i === 0 ? 0 : 10_000,
      bufferSec: 12,
      droppedFrames: i,
      ...(type === 'start' ? { startupMs: 200 + Math.floor(Math.random() * 800) } : {}),
      ...(type === 'stall_end' ? { stallMs: 300 + Math.floor(Math.random() * 2_000) } : {}),
    };
  });
}

async function signIn(url, credentials) {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`analytics: sign-in answered ${res.status}: ${body.message}`);
  return body.data.token;
}

const storedEvents = async () => (await rpc(AnalyticsPatterns.stats, {}, ADMIN)).events;

async function consumerLag(admin) {
  const [ends, committed] = await Promise.all([
    admin.fetchTopicOffsets(PLAYBACK_EVENTS_TOPIC),
    admin.fetchOffsets({ groupId: 'analytics.playback', topics: [PLAYBACK_EVENTS_TOPIC] }),
  ]);
  const done = new Map(committed[0].partitions.map((p) => [p.partition, Number(p.offset)]));
  return ends.reduce((sum, p) => sum + Math.max(0, Number(p.high) - Math.max(0, done.get(p.partition) ?? 0)), 0);
}

/** Sends batches from SENDERS loops for `seconds`; resolves to the events the gateway accepted. */
async function ingest(url, token, seconds) {
  const until = Date.now() + seconds * 1000;
  let accepted = 0;
  let failed = 0;
  const sender = async () => {
    while (Date.now() < until) {
      const events = sessionEvents(BATCH);
      const res = await fetch(`${url}/api/v1/playback/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ events }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status === 202) accepted += body.data.accepted;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return { accepted, failed };
}

/** Tops the store up to `target` events by producing straight to the topic (the gateway's work is not what is measured here). */
async function topUp(kafka, target) {
  const missing = target - (await storedEvents());
  if (missing <= 0) return 0;
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    let sent = 0;
    while (sent < missing) {
      const messages = [];
      while (messages.length < 5_000 && sent + messages.length < missing) {
        for (const event of sessionEvents(Math.min(60, missing - sent - messages.length))) {
          const record = {
            ...event,
            accountId: 'bench-account',
            profileId: `bench-${Math.floor(Math.random() * 5_000)}`,
            browser: ['Chrome', 'Firefox', 'Safari', 'Edge'][Math.floor(Math.random() * 4)],
            os: ['Windows', 'macOS', 'Android', 'iOS', 'Linux'][Math.floor(Math.random() * 5)],
            receivedAt: Date.now(),
          };
          messages.push({ key: record.sessionId, value: JSON.stringify(record) });
        }
      }
      await producer.send({ topic: PLAYBACK_EVENTS_TOPIC, acks: -1, messages });
      sent += messages.length;
    }
    return sent;
  } finally {
    await producer.disconnect();
  }
}

async function timed(url, token, path, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`analytics: ${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1), max: round(times.at(-1), 1) };
}

export default async function analytics() {
  const kafka = new Kafka({
    clientId: `bench-analytics-${process.pid}`,
    brokers: BROKERS.split(','),
    logLevel: logLevel.ERROR,
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const adminToken = await signIn(gatewayUrl, {
      email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@streamhub.local',
      password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123',
    });
    const userToken = await signIn(gatewayUrl, {
      email: process.env.DEMO_USER_EMAIL ?? 'user@streamhub.local',
      password: process.env.DEMO_USER_PASSWORD ?? 'User@123',
    });

    // 1. Ingest through a gateway of its own whose per-account budget does not cap the run.
    const before = await storedEvents();
    const sent = await withGatewayReplica(
      'gateway-analytics',
      { PLAYBACK_BATCHES_PER_MINUTE: '100000000' },
      ({ url }) => ingest(url, userToken, INGEST_SECONDS),
    );
    const stoppedAt = Date.now();
    const lagAtEnd = await consumerLag(admin);
    await waitFor(
      'every accepted event to be stored',
      async () => (await storedEvents()) - before >= sent.accepted,
      600_000,
    );
    const drainSeconds = round((Date.now() - stoppedAt) / 1000, 1);
    const stored = (await storedEvents()) - before;

    // 2. Queries over the target number of stored events.
    const toppedUp = await topUp(kafka, STORED_EVENTS);
    await waitFor(
      `${STORED_EVENTS} events to be stored`,
      async () => (await storedEvents()) >= STORED_EVENTS,
      1_800_000,
    );
    const total = await storedEvents();
    const range = `from=${today()}&to=${today()}`;
    const retention = await timed(gatewayUrl, adminToken, `/api/v1/analytics/titles/${titles[0]}?${range}`, QUERY_RUNS);
    const qoe = await timed(gatewayUrl, adminToken, `/api/v1/analytics/qoe?${range}&videoId=${titles[0]}`, QUERY_RUNS);

    const eventsPerSecond = Math.round(sent.accepted / INGEST_SECONDS);
    return {
      name: 'analytics',
      ingest: {
        seconds: INGEST_SECONDS,
        senders: SENDERS,
        accepted: sent.accepted,
        failedRequests: sent.failed,
        eventsPerSecond,
        lagMessagesAtEnd: lagAtEnd,
        drainSeconds,
        stored,
        lost: sent.accepted - stored,
      },
      queries: { storedEvents: total, toppedUp, runs: QUERY_RUNS, retentionMs: retention, qoeMs: qoe },
      lines: [
        `ingest  ${eventsPerSecond} events/s over ${INGEST_SECONDS} s (${SENDERS} senders × ${BATCH}-event batches; target ≥ 5000); ${sent.failed} failed requests`,
        `ingest  lag ${lagAtEnd} messages when sending stopped; all stored ${drainSeconds} s later (target ≤ 5 s)`,
        `ingest  count in ${sent.accepted}, stored ${stored}, lost ${sent.accepted - stored} (target 0)`,
        `query   over ${total} stored events (${toppedUp} topped up): retention p50 ${retention.p50} ms p95 ${retention.p95} ms; QoE p50 ${qoe.p50} ms p95 ${qoe.p95} ms (target p95 ≤ 200 ms)`,
      ],
    };
  } finally {
    await admin.disconnect();
    await closeRpc();
  }
}
