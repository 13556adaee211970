import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogMessages,
  PIN_MAX_TRIES,
  ProfileMessages,
  type EpisodeGroup,
  type HouseholdReply,
  type SelectProfileReply,
  type Video,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeRpc,
  closeTestKafka,
  createVideo,
  newViewer,
  publishEvent,
  signInAs,
  testEnv,
  unique,
  waitFor,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

/*
 * Viewer profiles ("Who's watching?"), the account PIN, the parental lock and the age confirmation,
 * enforced by the gateway and the services: a kids profile never gets a title above its limit
 * from any list, search or GET /videos/{id}; history and watchlist are per profile.
 */

/** The transcoded demo title scripts/test.sh lets through (SEED_DEMO_MEDIA=1): rated U/A 13+. */
const DEMO_TITLE = 'COLOR OF RAIN';

let demo: Video;
let catalogDb: Connection;
const tag = unique('profiles');
const rated: Record<string, Video> = {};

beforeAll(async () => {
  catalogDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_catalog' }).asPromise();
  const admin = (await signInAs(DEMO_ADMIN)).token;
  demo = await waitFor(
    async () => {
      const res = await api('GET', `/admin/videos?q=${encodeURIComponent(DEMO_TITLE)}&status=all`, { token: admin });
      const found = (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === DEMO_TITLE);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
  );
  expect(demo.ageRating).toBe('U/A 13+');
  // One title per rating, all in one series named after the tag (so the group is listed whole or in part).
  for (const ageRating of ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A']) {
    rated[ageRating] = await createVideo({
      videoTitle: `${tag} ${ageRating}`,
      episodeName: `${tag} series`,
      videoType: 'series',
      genre: 'family',
      ageRating,
    });
  }
}, 200_000);

afterAll(async () => {
  await catalogDb.close();
  await closeRpc();
  await closeTestKafka();
});

/** A viewer with an all-access plan, so only profile rules stand between them and the sources. */
async function subscriber(): Promise<TestViewer> {
  const viewer = await newViewer();
  await publishEvent(allAccessEvent(viewer.userId));
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/${rated['U']!._id}/access`, { token: viewer.token });
      return res.body?.data?.hasAccess === true ? true : undefined;
    },
    { what: 'the plan to reach catalog' },
  );
  return viewer;
}

const asProfile = (viewer: TestViewer, profileToken?: string) => ({
  token: viewer.token,
  headers: profileToken ? { 'x-profile-token': profileToken } : undefined,
});

async function addProfile(viewer: TestViewer, body: Record<string, unknown>, profileToken?: string) {
  const res = await api('POST', '/profiles', { ...asProfile(viewer, profileToken), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const household = res.body.data as HouseholdReply;
  return household.profiles.find((p) => p.name === body.name)!;
}

async function select(viewer: TestViewer, profileId: string, pin?: string): Promise<SelectProfileReply> {
  const res = await api('POST', `/profiles/${profileId}/select`, { token: viewer.token, body: pin ? { pin } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SelectProfileReply;
}

const titlesIn = (videos: Video[] | undefined) =>
  (videos ?? []).filter((v) => v.videoTitle.startsWith(tag.toUpperCase())).map((v) => v.ageRating);

describe('profiles', () => {
  it("start with the account holder's own profile, unlimited, and take up to 5", async () => {
    const viewer = await newViewer();
    const first = await api('GET', '/profiles', { token: viewer.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ maxProfiles: 5, pinSet: false, parentalLock: false, ageConfirmed: false });
    expect(first.body.data.profiles).toEqual([
      expect.objectContaining({ id: viewer.userId, name: 'Test', maturityLimit: 'A', kids: false, primary: true }),
    ]);
    for (const name of ['Two', 'Three', 'Four', 'Five']) await addProfile(viewer, { name });
    const sixth = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Six' } });
    expectError(sixth, 400, ProfileMessages.tooMany);
    expectError(
      await api('POST', '/profiles', { token: viewer.token, body: { name: 'x'.repeat(21) } }),
      400,
      ProfileMessages.tooMany,
    );
    expectError(
      await api('DELETE', `/profiles/${viewer.userId}`, { token: viewer.token, body: {} }),
      400,
      ProfileMessages.primaryCannotBeDeleted,
    );
  });

  it('check names, ratings and kids limits with clear messages', async () => {
    const viewer = await newViewer();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, ProfileMessages.nameRequired],
      [{ name: 'x'.repeat(21) }, ProfileMessages.nameTooLong],
      [{ name: 'test' }, ProfileMessages.nameTaken],
      [{ name: 'Kid', kids: true, maturityLimit: 'U/A 13+' }, ProfileMessages.kidsLimit],
      [{ name: 'Odd', maturityLimit: 'PG' }, ProfileMessages.invalidMaturityLimit],
      [{ name: 'Odd', avatar: 'dragon' }, ProfileMessages.invalidAvatar],
      [{ name: 'Odd', language: 'xx' }, ProfileMessages.invalidLanguage],
      [{ name: 'Odd', pinRequired: true }, ProfileMessages.pinNotSet],
      [{ name: 'Odd', extra: 1 }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/profiles', { token: viewer.token, body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    const kid = await addProfile(viewer, { name: 'Kid', kids: true });
    expect(kid).toMatchObject({ kids: true, maturityLimit: 'U/A 7+', autoplay: true, language: 'en' });
    // A kids profile manages nothing but its own look.
    const kidToken = (await select(viewer, kid.id)).profileToken;
    expectError(
      await api('POST', '/profiles', { ...asProfile(viewer, kidToken), body: { name: 'Sneaky' } }),
      403,
      ProfileMessages.kidsCannotManage,
      'KIDS_PROFILE',
    );
    expectError(
      await api('PATCH', `/profiles/${kid.id}`, { ...asProfile(viewer, kidToken), body: { kids: false } }),
      403,
      ProfileMessages.kidsCannotManage,
      'KIDS_PROFILE',
    );
    const own = await api('PATCH', `/profiles/${kid.id}`, {
      ...asProfile(viewer, kidToken),
      body: { avatar: 'robot', autoplay: false },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((own.body.data as HouseholdReply).profiles.find((p) => p.id === kid.id)).toMatchObject({
      avatar: 'robot',
      autoplay: false,
    });
  });

  it('a kids profile never receives a U/A 13+ title from any list, search or GET /videos/{id}', async () => {
    const viewer = await subscriber();
    const kid = await addProfile(viewer, { name: 'Little One', kids: true });
    const kidToken = (await select(viewer, kid.id)).profileToken;
    const asKid = asProfile(viewer, kidToken);
    const allowed = ['U', 'U/A 7+'];

    const search = await api('GET', `/videos?q=${encodeURIComponent(tag)}`, asKid);
    expect(titlesIn(search.body.data.videos).sort()).toEqual(allowed);
    const episodes = await api('GET', `/videos/episodes/all?q=${encodeURIComponent(tag)}`, asKid);
    const group = (episodes.body.data.episodes as EpisodeGroup[]).find((g) =>
      g.episodeName.startsWith(tag.toUpperCase()),
    );
    expect(titlesIn(group?.parts).sort()).toEqual(allowed);
    expect(group?.ageRating).toBe('U/A 7+');
    const all = await api('GET', '/videos/all', asKid);
    expect(titlesIn(all.body.data.videos).sort()).toEqual(allowed);
    expect(all.body.data.videos.every((v: Video) => allowed.includes(v.ageRating))).toBe(true);
    const byName = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(`${tag} series`)}`, asKid);
    expect(titlesIn(byName.body.data.parts).sort()).toEqual(allowed);
    const filters = await api('GET', '/videos/filters', asKid);
    expect(filters.body.data.episodeNames).not.toContain(DEMO_TITLE);

    // A list cached for a grown-up is never the kids' answer, and the kids' own is served from the cache.
    const fresh = `/videos?q=${encodeURIComponent(tag)}&limit=50`;
    const adultFirst = await api('GET', fresh, { token: viewer.token });
    expect(titlesIn(adultFirst.body.data.videos)).toHaveLength(5);
    const kidAfter = await api('GET', fresh, asKid);
    expect(titlesIn(kidAfter.body.data.videos).sort()).toEqual(allowed);
    const kidAgain = await api('GET', fresh, asKid);
    expect(kidAgain.headers.get('x-cache')).toBe('hit');
    expect(titlesIn(kidAgain.body.data.videos).sort()).toEqual(allowed);
    // The same URLs for the account holder's own profile list every rating (a separate cache entry).
    const adultSearch = await api('GET', `/videos?q=${encodeURIComponent(tag)}`, { token: viewer.token });
    expect(titlesIn(adultSearch.body.data.videos).sort()).toEqual(['A', 'U', 'U/A 13+', 'U/A 16+', 'U/A 7+']);

    // Playback: no sources for the transcoded U/A 13+ demo title, and a message saying why.
    const blocked = await api('GET', `/videos/${demo._id}`, asKid);
    expect(blocked.status).toBe(200);
    expect(blocked.body.code).toBe('PROFILE_LIMIT');
    expect(blocked.body.message).toBe(ProfileMessages.profileLimit('U/A 13+', 'U/A 7+'));
    expect(blocked.body.data.video.sources).toEqual([]);
    expect(blocked.body.data.video.defaultUrl).toBeFalsy();
    expect(blocked.body.data.video.storyboardUrl).toBeFalsy();
    expect(JSON.stringify(blocked.body)).not.toMatch(/\/media\/(?!images\/)/); // posters only, no stream
    // Its own lists show nothing above its limit either.
    await api('POST', '/watchlist', { ...asKid, body: { videoId: rated['U/A 13+']!._id } });
    await api('POST', '/watchlist', { ...asKid, body: { videoId: rated['U']!._id } });
    const list = await api('GET', '/watchlist', asKid);
    expect(titlesIn(list.body.data.videos)).toEqual(['U']);
    // The account holder's profile gets the signed sources.
    const adult = await api('GET', `/videos/${demo._id}`, { token: viewer.token });
    expect(adult.body.code).toBeUndefined();
    expect(adult.body.data.video.sources.length).toBeGreaterThan(0);
  });

  it('keep watchlist and history per profile; what came before profiles is the account holder’s', async () => {
    const viewer = await newViewer();
    const video = rated['U']!;
    const other = rated['U/A 7+']!;
    // Written by a client that knows nothing of profiles: the account holder's profile.
    expect((await api('POST', '/watchlist', { token: viewer.token, body: { videoId: video._id } })).status).toBe(201);
    const second = await addProfile(viewer, { name: 'Second' });
    const secondToken = (await select(viewer, second.id)).profileToken;
    const asSecond = asProfile(viewer, secondToken);
    expect((await api('GET', '/watchlist', asSecond)).body.data.videos).toEqual([]);
    await api('POST', '/watchlist', { ...asSecond, body: { videoId: other._id } });
    await api('PUT', `/history/${other._id}`, { ...asSecond, body: { positionSeconds: 30, durationSeconds: 100 } });
    const ownList = await api('GET', '/watchlist', { token: viewer.token });
    expect(ownList.body.data.videos.map((v: Video) => v._id)).toEqual([video._id]);
    expect((await api('GET', '/history', { token: viewer.token })).body.data.items).toEqual([]);
    const secondHistory = await api('GET', '/history', asSecond);
    expect(secondHistory.body.data.items.map((i: { videoId: string }) => i.videoId)).toEqual([other._id]);
    // The same video in two profiles is two entries.
    await api('POST', '/watchlist', { ...asSecond, body: { videoId: video._id } });
    const entries = { userId: viewer.userId, videoId: video._id };
    expect(await catalogDb.collection('watchlist').countDocuments(entries)).toBe(2);
    // A deleted profile's lists go with it; the account holder's stay.
    expect((await api('DELETE', `/profiles/${second.id}`, { token: viewer.token, body: {} })).status).toBe(200);
    await waitFor(
      async () => {
        const left = await catalogDb.collection('watchlist').countDocuments({ userId: viewer.userId });
        const history = await catalogDb.collection('watch_history').countDocuments({ profileId: second.id });
        return left === 1 && history === 0 ? true : undefined;
      },
      { what: "the deleted profile's watchlist and history to go" },
    );
  });

  it('lock PIN entry for a while after 5 wrong PINs', async () => {
    const viewer = await newViewer();
    const controls = await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin: '4321' },
    });
    expect(controls.status, JSON.stringify(controls.body)).toBe(200);
    expect(controls.body.data).toMatchObject({ pinSet: true, parentalLock: false });
    const locked = await addProfile(viewer, { name: 'Private', pinRequired: true, pin: '4321' });
    expectError(
      await api('POST', `/profiles/${locked.id}/select`, { token: viewer.token, body: {} }),
      400,
      ProfileMessages.pinRequired,
    );
    for (let left = PIN_MAX_TRIES - 1; left > 0; left -= 1) {
      const wrong = await api('POST', `/profiles/${locked.id}/select`, { token: viewer.token, body: { pin: '0000' } });
      expectError(wrong, 403, ProfileMessages.pinIncorrect(left), 'PIN_INCORRECT');
    }
    const fifth = await api('POST', `/profiles/${locked.id}/select`, { token: viewer.token, body: { pin: '0000' } });
    expectError(fifth, 429, ProfileMessages.pinLocked(15), 'PIN_LOCKED');
    // Even the right PIN is refused now.
    const right = await api('POST', `/profiles/${locked.id}/select`, { token: viewer.token, body: { pin: '4321' } });
    expectError(right, 429, ProfileMessages.pinLocked(15), 'PIN_LOCKED');
    // Without a profile token, a PIN-locked account holder's profile would be the way round: it is not.
    const other = await newViewer();
    await api('PUT', '/account/parental-controls', {
      token: other.token,
      body: { password: other.password, pin: '1111' },
    });
    await api('PATCH', `/profiles/${other.userId}`, { token: other.token, body: { pinRequired: true } });
    const search = await api('GET', `/videos?q=${encodeURIComponent(tag)}`, { token: other.token });
    expect(titlesIn(search.body.data.videos)).toEqual(['U']);
  });

  it('with the parental lock on, titles from U/A 13+ need the PIN; the PIN unlocks them for this selection', async () => {
    const viewer = await subscriber();
    expectError(
      await api('PUT', '/account/parental-controls', {
        token: viewer.token,
        body: { password: viewer.password, parentalLock: true },
      }),
      400,
      ProfileMessages.pinNotSet,
    );
    expectError(
      await api('PUT', '/account/parental-controls', {
        token: viewer.token,
        body: { password: 'wrong-password', pin: '2468', parentalLock: true },
      }),
      400,
      ProfileMessages.passwordIncorrect,
    );
    expectError(
      await api('PUT', '/account/parental-controls', {
        token: viewer.token,
        body: { password: viewer.password, pin: '24a8' },
      }),
      400,
      ProfileMessages.pinFormat,
    );
    const on = await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin: '2468', parentalLock: true },
    });
    expect(on.body.data).toMatchObject({ pinSet: true, parentalLock: true });
    const locked = await api('GET', `/videos/${demo._id}`, { token: viewer.token });
    expect(locked.body.code).toBe('PIN_REQUIRED');
    expect(locked.body.message).toBe(ProfileMessages.pinToPlay);
    expect(locked.body.data.video.sources).toEqual([]);
    // Lists still show it (the lock is about playing).
    const search = await api('GET', `/videos?q=${encodeURIComponent(tag)}`, { token: viewer.token });
    expect(titlesIn(search.body.data.videos)).toContain('U/A 13+');
    const unlocked = await select(viewer, viewer.userId, '2468');
    expect(unlocked.unlockedUntil).not.toBeNull();
    const playing = await api('GET', `/videos/${demo._id}`, asProfile(viewer, unlocked.profileToken));
    expect(playing.body.code).toBeUndefined();
    expect(playing.body.data.video.sources.length).toBeGreaterThan(0);
    // A profile token is not an access token.
    expect((await api('GET', '/profiles', { token: unlocked.profileToken })).status).toBe(401);
  });

  it('A-rated titles need the account holder’s age confirmed once, with the password', async () => {
    const viewer = await subscriber();
    const aRated = rated['A']!;
    const before = await api('GET', `/videos/${aRated._id}`, { token: viewer.token });
    expect(before.body.code).toBe('AGE_CONFIRMATION_REQUIRED');
    expect(before.body.message).toBe(ProfileMessages.ageConfirmationToPlay);
    const confirm = (body: Record<string, unknown>) =>
      api('POST', '/account/age-confirmation', { token: viewer.token, body });
    const thisYear = new Date().getUTCFullYear();
    expectError(
      await confirm({ password: viewer.password, dateOfBirth: `${thisYear - 10}-01-01` }),
      400,
      ProfileMessages.underAge,
    );
    expectError(
      await confirm({ password: viewer.password, dateOfBirth: '1990-02-30' }),
      400,
      ProfileMessages.dateOfBirthInvalid,
    );
    expectError(
      await confirm({ password: 'not-it', dateOfBirth: '1990-02-28' }),
      400,
      ProfileMessages.passwordIncorrect,
    );
    const ok = await confirm({ password: viewer.password, dateOfBirth: '1990-02-28' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.ageConfirmed).toBe(true);
    const after = await api('GET', `/videos/${aRated._id}`, { token: viewer.token });
    expect(after.body.code).toBeUndefined();
    expect(after.body.message).toBe(CatalogMessages.videoFetched);
    // Any profile of the account, within its own limit.
    const teen = await addProfile(viewer, { name: 'Teen', maturityLimit: 'U/A 16+' });
    const teenToken = (await select(viewer, teen.id)).profileToken;
    expect((await api('GET', `/videos/${aRated._id}`, asProfile(viewer, teenToken))).body.code).toBe('PROFILE_LIMIT');
  });
});
