import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogMessages, ProfileMessages, type SelectProfileReply, type Video } from '@streamhub/contracts';
import {
  allAccessEvent,
  api,
  closeRpc,
  closeTestKafka,
  createVideo,
  newViewer,
  publishEvent,
  unique,
  waitFor,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

/*
 * Issue 44's rows on profiles, against the running stack: a profile token follows its profile's
 * current rules (a version the gateway checks, failing closed), and a kids profile stays in its
 * room (account routes refused by the server; leaving it takes the account PIN or password).
 */

let aRated: Video;

beforeAll(async () => {
  aRated = await createVideo({
    videoTitle: `${unique('sec-profiles')} A`,
    videoType: 'movie',
    genre: 'drama',
    ageRating: 'A',
  });
});

afterAll(async () => {
  await closeRpc();
  await closeTestKafka();
});

/** A subscribed viewer whose age is confirmed: only profile rules stand between them and an A title. */
async function grownUp(): Promise<TestViewer> {
  const viewer = await newViewer();
  await publishEvent(allAccessEvent(viewer.userId));
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/${aRated._id}/access`, { token: viewer.token });
      return res.body?.data?.hasAccess === true ? true : undefined;
    },
    { what: 'the plan to reach catalog' },
  );
  const confirmed = await api('POST', '/account/age-confirmation', {
    token: viewer.token,
    body: { password: viewer.password, dateOfBirth: '1990-02-28' },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return viewer;
}

const asProfile = (viewer: TestViewer, profileToken: string) => ({
  token: viewer.token,
  headers: { 'x-profile-token': profileToken },
});

async function select(viewer: TestViewer, id: string, body: Record<string, unknown> = {}, profileToken?: string) {
  const res = await api('POST', `/profiles/${id}/select`, {
    token: viewer.token,
    body,
    ...(profileToken ? { headers: { 'x-profile-token': profileToken } } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SelectProfileReply;
}

/** GET /videos/{id} as a profile: whether its sources are given (code undefined) or refused (why). */
async function playCode(viewer: TestViewer, profileToken: string): Promise<string | undefined> {
  const res = await api('GET', `/videos/${aRated._id}`, asProfile(viewer, profileToken));
  expect(res.status).toBe(200);
  if (res.body.code === undefined) expect(res.body.message).toBe(CatalogMessages.videoFetched);
  else expect(res.body.data.video.sources).toEqual([]);
  return res.body.code as string | undefined;
}

describe('profile tokens follow the profile’s current rules', () => {
  it("refuses an old token an A-rated title's sources right after its profile is PIN-locked", async () => {
    const viewer = await grownUp();
    const old = (await select(viewer, viewer.userId)).profileToken;
    expect(await playCode(viewer, old)).toBeUndefined();
    const pin = await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin: '1357' },
    });
    expect(pin.status).toBe(200);
    const lock = await api('PATCH', `/profiles/${viewer.userId}`, { token: viewer.token, body: { pinRequired: true } });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    // At once, not when the token expires: the strictest limits.
    expect(await playCode(viewer, old)).toBe('PROFILE_LIMIT');
    const reopened = (await select(viewer, viewer.userId, { pin: '1357' })).profileToken;
    expect(await playCode(viewer, reopened)).toBeUndefined();
  });

  it('ends a token when its limit is lowered, when the account PIN changes, and when its profile is deleted', async () => {
    const viewer = await grownUp();
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Guest' } });
    const guest = (created.body.data.profiles as SelectProfileReply['profile'][]).find((p) => p.name === 'Guest')!;
    const lowered = (await select(viewer, guest.id)).profileToken;
    expect(await playCode(viewer, lowered)).toBeUndefined();
    await api('PATCH', `/profiles/${guest.id}`, { token: viewer.token, body: { maturityLimit: 'U/A 16+' } });
    expect(await playCode(viewer, lowered)).toBe('PROFILE_LIMIT');

    const own = (await select(viewer, viewer.userId)).profileToken;
    expect(await playCode(viewer, own)).toBeUndefined();
    await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin: '1111' },
    });
    expect(await playCode(viewer, own)).toBe('PROFILE_LIMIT');

    const again = (await select(viewer, guest.id)).profileToken;
    await api('PATCH', `/profiles/${guest.id}`, { token: viewer.token, body: { maturityLimit: 'A', pin: '1111' } });
    const widened = (await select(viewer, guest.id)).profileToken;
    expect(await playCode(viewer, widened)).toBeUndefined();
    const removed = await api('DELETE', `/profiles/${guest.id}`, { token: viewer.token, body: { pin: '1111' } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await playCode(viewer, widened)).toBe('PROFILE_LIMIT');
    expect(await playCode(viewer, again)).toBe('PROFILE_LIMIT');
  });
});

/** Every account route a kids profile must not call, with a body that would pass its shape check. */
const ACCOUNT_ROUTES: [method: string, path: string, body?: Record<string, unknown>][] = [
  ['PUT', '/auth/profile', { name: 'Kid Was Here', mobile: '9000000009' }],
  ['PUT', '/auth/password', { currentPassword: 'guess', newPassword: 'kid-owns-it' }],
  ['POST', '/auth/account/deletion', { password: 'guess' }],
  ['GET', '/subscriptions/mine'],
  ['GET', '/subscriptions/payments'],
  ['POST', '/subscriptions/order', { planCode: 'basic' }],
  ['GET', '/playback/sessions'],
  ['PUT', '/account/parental-controls', { password: 'guess', parentalLock: false }],
  ['POST', '/account/age-confirmation', { password: 'guess', dateOfBirth: '1990-01-01' }],
  ['POST', '/auth/device/lookup', { userCode: 'BCDF-GHJK' }],
  ['POST', '/auth/device/approve', { userCode: 'BCDF-GHJK' }],
  ['POST', '/auth/device/deny', { userCode: 'BCDF-GHJK' }],
];

describe('kids stay in their room', () => {
  async function kidsSession(pin?: string) {
    const viewer = await newViewer();
    if (pin) {
      await api('PUT', '/account/parental-controls', { token: viewer.token, body: { password: viewer.password, pin } });
    }
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Kiddo', kids: true } });
    const kid = (created.body.data.profiles as SelectProfileReply['profile'][]).find((p) => p.name === 'Kiddo')!;
    const kidToken = (await select(viewer, kid.id)).profileToken;
    return { viewer, kid, kidToken };
  }

  it('refuses every account route to a kids profile with 403 KIDS_PROFILE', async () => {
    const { viewer, kidToken } = await kidsSession();
    for (const [method, path, body] of ACCOUNT_ROUTES) {
      const res = await api(method, path, { ...asProfile(viewer, kidToken), ...(body ? { body } : {}) });
      expectError(res, 403, ProfileMessages.kidsCannotUseAccount, 'KIDS_PROFILE');
    }
    // Nothing changed: the account holder's own profile still reads the original details.
    const me = await api('GET', '/auth/me', { token: viewer.token });
    expect(me.body.data.user.name).toBe('Test Viewer');
    // The kid's own corner still works.
    expect((await api('GET', '/watchlist', asProfile(viewer, kidToken))).status).toBe(200);
  });

  it('lets a kids profile leave for a grown-up profile only with the account PIN, or the password when none is set', async () => {
    const noPin = await kidsSession();
    const leave = (s: typeof noPin, body: Record<string, unknown>) =>
      api('POST', `/profiles/${s.viewer.userId}/select`, { ...asProfile(s.viewer, s.kidToken), body });
    expectError(await leave(noPin, {}), 403, ProfileMessages.kidsLeaveNeedsSecret, 'KIDS_PROFILE');
    expectError(await leave(noPin, { password: 'guess' }), 400, ProfileMessages.passwordIncorrect);
    const out = await leave(noPin, { password: noPin.viewer.password });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const adultToken = (out.body.data as SelectProfileReply).profileToken;
    expect((await api('GET', '/subscriptions/mine', asProfile(noPin.viewer, adultToken))).status).toBe(200);

    const withPin = await kidsSession('9753');
    expectError(await leave(withPin, {}), 400, ProfileMessages.pinRequired);
    expectError(await leave(withPin, { pin: '0000' }), 403, ProfileMessages.pinIncorrect(4), 'PIN_INCORRECT');
    expect((await leave(withPin, { pin: '9753' })).status).toBe(200);
    // Another kids profile is the same room: no secret needed.
    const sibling = await api('POST', '/profiles', { token: withPin.viewer.token, body: { name: 'Sib', kids: true } });
    const sib = (sibling.body.data.profiles as SelectProfileReply['profile'][]).find((p) => p.name === 'Sib')!;
    expect((await select(withPin.viewer, sib.id, {}, withPin.kidToken)).profile.kids).toBe(true);
  });
});
