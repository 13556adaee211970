import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingEvents,
  CatalogMessages,
  type EventEnvelope,
  type SubscriptionEvent,
  type Video,
} from '@streamhub/contracts';
import {
  api,
  closeRpc,
  closeTestKafka,
  createVideo,
  newObjectId,
  publishEvent,
  adminToken,
  newViewer,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';

const DAY = 24 * 60 * 60 * 1000;

const user = newViewer;

function subscriptionEvent(
  type: string,
  payload: Partial<SubscriptionEvent> & Pick<SubscriptionEvent, 'userId'>,
  occurredAt = new Date(),
): EventEnvelope<SubscriptionEvent> {
  const subscriptionId = payload.subscriptionId ?? randomUUID();
  return {
    id: randomUUID(),
    type,
    key: subscriptionId,
    occurredAt: occurredAt.toISOString(),
    payload: {
      subscriptionId,
      planCode: 'EPISODE_14DAY',
      scope: 'episode',
      episodeId: null,
      episodeName: null,
      startAt: new Date(Date.now() - DAY).toISOString(),
      endAt: new Date(Date.now() + 14 * DAY).toISOString(),
      ...payload,
    },
  };
}

async function videoAccess(token: string, videoId: string): Promise<boolean> {
  const res = await api('GET', `/videos/${videoId}/access`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.hasAccess;
}

async function episodeAccess(token: string, name: string): Promise<boolean> {
  const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(name)}/access`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.hasAccess;
}

let catalogDb: Connection;
let series: { name: string; part1: Video; part2: Video };
let other: Video;

beforeAll(async () => {
  catalogDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_catalog' }).asPromise();
  const name = unique('Paid Show ');
  series = {
    name,
    part1: await createVideo({ videoTitle: `${name} 1`, genre: 'drama', episodeName: name, episodeSeq: 1 }),
    part2: await createVideo({ videoTitle: `${name} 2`, genre: 'drama', episodeName: name, episodeSeq: 2 }),
  };
  other = await createVideo({ videoTitle: unique('Other Show '), genre: 'comedy' });
});

afterAll(async () => {
  await catalogDb.close();
  await closeTestKafka();
  await closeRpc();
});

describe('access checks', () => {
  it('need a signed-in caller', async () => {
    expect((await api('GET', `/videos/${series.part1._id}/access`)).status).toBe(401);
    expect((await api('GET', `/videos/episodes/by-name/${encodeURIComponent(series.name)}/access`)).status).toBe(401);
  });

  it('say no to a user without a subscription, and yes to any admin', async () => {
    const { token } = await user();
    expect(await videoAccess(token, series.part1._id)).toBe(false);
    expect(await episodeAccess(token, series.name)).toBe(false);
    const admin = await adminToken();
    expect(await videoAccess(admin, series.part1._id)).toBe(true);
    expect(await episodeAccess(admin, series.name)).toBe(true);
  });

  it('answer bad ids with 400 and unknown videos or episodes with 404', async () => {
    const { token } = await user();
    const bad = await api('GET', '/videos/nope/access', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CatalogMessages.invalidVideoId);
    expect((await api('GET', `/videos/${newObjectId()}/access`, { token })).status).toBe(404);
    const unknown = await api('GET', `/videos/episodes/by-name/${unique('none')}/access`, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CatalogMessages.noVideosForEpisode);
  });

  it('apply an activation once even when it is delivered twice, then an expiry takes access away', async () => {
    const { userId, token } = await user();
    const activated = subscriptionEvent(BillingEvents.subscriptionActivated, {
      userId,
      episodeName: series.name.toLowerCase(),
    });
    const subscriptionId = activated.payload.subscriptionId;

    await publishEvent(activated);
    await publishEvent(activated);
    // A later event on the same key (same partition) proves the duplicate was consumed before it.
    const marker = subscriptionEvent(BillingEvents.subscriptionActivated, { userId: newObjectId() }, new Date());
    await publishEvent({ ...marker, key: subscriptionId });
    const entitlements = catalogDb.collection('entitlements');
    await waitFor(() => entitlements.findOne({ subscriptionId: marker.payload.subscriptionId }), {
      what: 'the marker event projected',
    });

    expect(await entitlements.countDocuments({ subscriptionId })).toBe(1);
    expect(await catalogDb.collection('processed_events').countDocuments({ eventId: activated.id })).toBe(1);
    expect(await episodeAccess(token, series.name)).toBe(true);
    expect(await videoAccess(token, series.part2._id)).toBe(true);
    expect(await videoAccess(token, other._id)).toBe(false);

    const expired = subscriptionEvent(
      BillingEvents.subscriptionExpired,
      { ...activated.payload },
      new Date(Date.now() + 1),
    );
    await publishEvent(expired);
    await waitFor(async () => !(await episodeAccess(token, series.name)), {
      what: 'access to end after the expiry event',
    });
    expect(await videoAccess(token, series.part1._id)).toBe(false);
    expect(await entitlements.countDocuments({ subscriptionId })).toBe(1);
  });

  it('ignore an activation whose end date has already passed', async () => {
    const { userId, token } = await user();
    const lapsed = subscriptionEvent(BillingEvents.subscriptionActivated, {
      userId,
      scope: 'all',
      startAt: new Date(Date.now() - 30 * DAY).toISOString(),
      endAt: new Date(Date.now() - DAY).toISOString(),
    });
    await publishEvent(lapsed);
    await waitFor(
      () => catalogDb.collection('entitlements').findOne({ subscriptionId: lapsed.payload.subscriptionId }),
      { what: 'the projection' },
    );
    expect(await videoAccess(token, other._id)).toBe(false);
  });

  it('open every video with an all-scope plan until it is cancelled', async () => {
    const { userId, token } = await user();
    const activated = subscriptionEvent(BillingEvents.subscriptionActivated, {
      userId,
      scope: 'all',
      planCode: 'ALL_30DAY',
    });
    await publishEvent(activated);
    await waitFor(() => videoAccess(token, other._id), { what: 'all-scope access' });
    expect(await episodeAccess(token, series.name)).toBe(true);

    await publishEvent(
      subscriptionEvent(BillingEvents.subscriptionCancelled, { ...activated.payload }, new Date(Date.now() + 1)),
    );
    await waitFor(async () => !(await videoAccess(token, other._id)), { what: 'access to end after cancellation' });
  });

  it('match an episode plan bought for one part by its id, opening that episode', async () => {
    const { userId, token } = await user();
    await publishEvent(
      subscriptionEvent(BillingEvents.subscriptionActivated, { userId, episodeId: series.part1._id.toUpperCase() }),
    );
    await waitFor(() => videoAccess(token, series.part1._id), { what: 'access by episode id' });
    expect(await episodeAccess(token, series.name)).toBe(true);
    expect(await videoAccess(token, other._id)).toBe(false);
  });

  it('never let an older event undo a newer one', async () => {
    const { userId, token } = await user();
    const activated = subscriptionEvent(
      BillingEvents.subscriptionActivated,
      { userId, scope: 'all' },
      new Date(Date.now() - 60_000),
    );
    const cancelled = subscriptionEvent(BillingEvents.subscriptionCancelled, { ...activated.payload }, new Date());
    await publishEvent(cancelled);
    await waitFor(
      () => catalogDb.collection('entitlements').findOne({ subscriptionId: activated.payload.subscriptionId }),
      { what: 'the cancellation' },
    );
    await publishEvent(activated);
    await waitFor(() => catalogDb.collection('processed_events').findOne({ eventId: activated.id }), {
      what: 'the late activation consumed',
    });
    expect(await videoAccess(token, other._id)).toBe(false);
  });
});
