import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProfileMessages,
  type AdminLiveEvent,
  type HouseholdReply,
  type SelectProfileReply,
} from '@streamhub/contracts';
import {
  adminToken,
  allAccessEvent,
  api,
  closeTestKafka,
  newViewer,
  publishEvent,
  testEnv,
  waitFor,
} from '@streamhub/testkit';
import { ingestHookToken } from '../src/live/live-secrets';
import { expectError } from './api-assertions';

/*
 * Live playback obeys the active profile's limits like a title's (docs/live.md, "Playback"): a kids
 * profile gets no signed live URL for an event above its maturity limit. The events go live by the
 * ingest's publish notification; no media is needed.
 */
const hook = ingestHookToken(process.env.MEDIA_URL_SECRET ?? '');
let admin: string;

async function liveEvent(ageRating: string): Promise<AdminLiveEvent> {
  const res = await api('POST', '/admin/live-events', {
    token: admin,
    body: {
      title: `Limits test ${randomUUID().slice(0, 8)}`,
      startAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      expectedDurationMinutes: 60,
      ageRating,
      access: 'subscribers',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = res.body.data as AdminLiveEvent;
  const published = await fetch(
    `${testEnv.gatewayUrl}/api/v1/live/ingest/${hook}/publish?app=live&name=${encodeURIComponent(created.ingest.streamKey)}&call=publish`,
    { redirect: 'manual' },
  );
  expect(published.status).toBe(302);
  return created;
}

beforeAll(async () => {
  admin = await adminToken();
});

afterAll(() => closeTestKafka());

describe('live playback and profile limits', () => {
  it('refuses a kids profile an event above its limit, and plays one within it', async () => {
    const [grownUpOnly, forKids] = await Promise.all([liveEvent('U/A 16+'), liveEvent('U')]);
    const viewer = await newViewer();
    await publishEvent(allAccessEvent(viewer.userId));
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Little One', kids: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Little One')!;
    const selected = await api('POST', `/profiles/${kid.id}/select`, { token: viewer.token, body: {} });
    const asKid = {
      token: viewer.token,
      headers: { 'x-profile-token': (selected.body.data as SelectProfileReply).profileToken },
    };

    // The account holder plays both once the plan reaches catalog.
    await waitFor(
      async () =>
        (await api('GET', `/live-events/${grownUpOnly.event._id}/playback`, { token: viewer.token })).status === 200
          ? true
          : undefined,
      { timeoutMs: 15_000, what: 'the plan to open the live event' },
    );
    expectError(
      await api('GET', `/live-events/${grownUpOnly.event._id}/playback`, asKid),
      403,
      ProfileMessages.profileLimit('U/A 16+', kid.maturityLimit),
      'PROFILE_LIMIT',
    );
    expect((await api('GET', `/live-events/${forKids.event._id}/playback`, asKid)).status).toBe(200);
  });
});
