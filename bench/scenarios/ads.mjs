import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { AnalyticsPatterns, PLAYBACK_EVENTS_TOPIC } from '@streamhub/contracts';
import { closeRpc, rpc } from '@streamhub/testkit';
import { round, waitFor } from '../lib.mjs';

/**
 * Ad-event ingest (docs/ads.md "Measurement"; issue 53's target ≥ 5,000 events/s): ADS_BENCH_EVENTS
 * (100,000) ad events of one campaign of this run, as the gateway's track route puts them on
 * playback.events, produced straight to the topic in 5,000-message sends; then how long until the
 * analytics consumer has stored every one in DuckDB's ad_events (batched: one INSERT per Kafka
 * batch). events/s = events / (first send → all stored). The gateway's side of a ping (signature
 * check, the ads service's own count) is not in this figure. The events stay in ad_events under a
 * campaign id nothing else uses, until the retention sweep.
 */
const EVENTS = Number(process.env.ADS_BENCH_EVENTS ?? 100_000);
const CHUNK = 5_000;
const ADMIN = { userId: 'bench-admin', email: 'bench@streamhub.local', role: 'admin', isAdmin: true };
const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const EVENT_TYPES = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

const storedOf = async (campaignId) => {
  const reply = await rpc(AnalyticsPatterns.adDelivery, { campaignId }, ADMIN);
  return reply.days.reduce((sum, d) => sum + Object.values(d.counts).reduce((a, b) => a + b, 0), 0);
};

export default async function ads() {
  const campaignId = randomBytes(12).toString('hex');
  const videoId = randomBytes(12).toString('hex');
  const kafka = new Kafka({
    clientId: `bench-ads-${process.pid}`,
    brokers: BROKERS.split(','),
    logLevel: logLevel.ERROR,
  });
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    const started = Date.now();
    for (let sent = 0; sent < EVENTS;) {
      const messages = [];
      for (; messages.length < CHUNK && sent + messages.length < EVENTS;) {
        const n = sent + messages.length;
        const breakId = `bench${String(Math.floor(n / EVENT_TYPES.length)).padStart(10, '0')}`;
        const event = EVENT_TYPES[n % EVENT_TYPES.length];
        const record = {
          kind: 'ad',
          id: `${breakId}:${campaignId}:${event}`,
          campaignId,
          videoId,
          breakId,
          event,
          receivedAt: Date.now(),
        };
        messages.push({ key: campaignId, value: JSON.stringify(record) });
      }
      await producer.send({ topic: PLAYBACK_EVENTS_TOPIC, acks: -1, messages });
      sent += messages.length;
    }
    const producedSeconds = (Date.now() - started) / 1000;
    await waitFor('every ad event to be stored', async () => (await storedOf(campaignId)) >= EVENTS, 600_000);
    const seconds = (Date.now() - started) / 1000;
    const stored = await storedOf(campaignId);
    const eventsPerSecond = Math.round(EVENTS / seconds);
    return {
      name: 'ads',
      ingest: {
        events: EVENTS,
        producedSeconds: round(producedSeconds, 1),
        seconds: round(seconds, 1),
        eventsPerSecond,
        stored,
      },
      lines: [
        `ingest  ${EVENTS} ad events produced in ${round(producedSeconds, 1)} s, all stored after ${round(seconds, 1)} s: ${eventsPerSecond} events/s (target ≥ 5000); stored ${stored}, lost ${EVENTS - stored}`,
      ],
    };
  } finally {
    await producer.disconnect();
    await closeRpc();
  }
}
