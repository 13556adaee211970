import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_ID_HEADER,
  NEW_STREAM_SESSION,
  NO_STREAM_SESSION,
  STREAM_SESSION_HEADER,
  StreamMessages,
  type Video,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeTestKafka,
  makeTestClip,
  publishEvent,
  signInAs,
  signUpVerifiedUser,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { uploadTranscodedVideo } from './media-helpers';

/*
 * Screens are streams, not device ids (issue 44): a stream session is one playback (a title on a
 * player instance), bound to the access token that opened it. However many clients send one
 * X-Device-Id, no more playbacks run than the plan has screens; a session's links open only the
 * title it plays now; two players beating for one session end it.
 */

let dir: string;
const titles: Video[] = [];

interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** A viewer on a 2-screen plan. */
async function twoScreenViewer(): Promise<Account> {
  const email = `${unique('screens')}@test.local`;
  const password = 'secret123';
  const viewer = await signUpVerifiedUser({ name: 'Screens Viewer', email, mobile: '9876543210', password });
  await publishEvent(allAccessEvent(viewer.userId, 'TEST_TWO_SCREENS', { maxQuality: 'HD', screens: 2 }));
  return { email, password, ...viewer };
}

/** Another sign-in of the account: a token of its own (tokens of one second are one token, so wait for the next). */
async function anotherSignIn(account: Account, ...taken: string[]): Promise<string> {
  return waitFor(
    async () => {
      const { token } = await signInAs({ email: account.email, password: account.password });
      return taken.includes(token) ? undefined : token;
    },
    { timeoutMs: 5_000, what: 'a sign-in with a token of its own' },
  );
}

/** GET /videos/{id} with the given headers, once the plan has reached catalog. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
async function play(token: string, video: Video, headers: Record<string, string> = {}): Promise<any> {
  return waitFor(
    async () => {
      const res = await api('GET', `/videos/${video._id}`, { token, headers });
      expect(res.status).toBe(200);
      return res.body.code === 'SUBSCRIPTION_REQUIRED' ? undefined : res.body;
    },
    { timeoutMs: 20_000, what: 'the plan to reach the access check' },
  );
}

const manifestOf = (signed: Video) => `${testEnv.gatewayUrl}${signed.sources.find((s) => s.type === 'dash')!.url}`;
const statusOf = async (url: string) => (await fetch(url)).status;
/** Waits out the media path's few seconds of trust in what it last read about a session. */
const until403 = (url: string, what: string) =>
  waitFor(async () => ((await statusOf(url)) === 403 ? true : undefined), { timeoutMs: 15_000, what });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-streams-test-'));
  const clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 2 });
  const admin = (await signInAs(DEMO_ADMIN)).token;
  titles.push(
    ...(await Promise.all(
      [1, 2, 3, 4].map((n) =>
        uploadTranscodedVideo(
          { videoTitle: unique(`Stream Title ${n} `), genre: 'Drama', videoType: 'movie' },
          clip,
          admin,
        ),
      ),
    )),
  );
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('screens are streams, not device ids', () => {
  it('four players of one token with one X-Device-Id on a 2-screen plan, four titles: two play, two are refused', async () => {
    const viewer = await twoScreenViewer();
    const device = unique('shared-device');
    const replies = [];
    for (const title of titles) {
      replies.push(
        await play(viewer.token, title, { [DEVICE_ID_HEADER]: device, [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION }),
      );
    }
    const granted = replies.filter((r) => r.data.session);
    const refused = replies.filter((r) => r.code === 'TOO_MANY_STREAMS');
    expect(granted).toHaveLength(2);
    expect(refused).toHaveLength(2);
    expect(new Set(granted.map((r) => r.data.session.id)).size).toBe(2);
    for (const r of refused) {
      expect(r.message).toBe(StreamMessages.tooManyStreams);
      expect(r.data.video.sources).toEqual([]);
      expect(r.data.streams).toHaveLength(2);
    }
    for (const r of granted) expect(await statusOf(manifestOf(r.data.video))).toBe(200);
  });

  it('four sign-ins of one account with one X-Device-Id and no session named, four titles: two play', async () => {
    const viewer = await twoScreenViewer();
    const device = unique('shared-device');
    const tokens = [viewer.token];
    while (tokens.length < 4) tokens.push(await anotherSignIn(viewer, ...tokens));
    const replies = [];
    for (const [i, title] of titles.entries()) {
      replies.push(await play(tokens[i]!, title, { [DEVICE_ID_HEADER]: device }));
    }
    expect(replies.map((r) => (r.data.session ? 'plays' : r.code))).toEqual([
      'plays',
      'plays',
      'TOO_MANY_STREAMS',
      'TOO_MANY_STREAMS',
    ]);
  });

  it("one token's default playback moves from title to title: only the title it plays now opens", async () => {
    const viewer = await twoScreenViewer();
    const replies = [];
    for (const title of titles) replies.push(await play(viewer.token, title));
    // One playback, four titles in turn: one session, each reply signed for its own title.
    expect(new Set(replies.map((r) => r.data.session.id)).size).toBe(1);
    const last = replies.at(-1)!;
    expect(await statusOf(manifestOf(last.data.video))).toBe(200);
    for (const earlier of replies.slice(0, -1)) {
      await until403(manifestOf(earlier.data.video), 'an earlier title of the session to be refused');
    }
    const refused = await fetch(manifestOf(replies[0].data.video));
    expect(((await refused.json()) as { code: string }).code).toBe('STREAM_ENDED');
    // A title's page asks for the details only: no sources, no screen.
    const page = await play(viewer.token, titles[0]!, { [STREAM_SESSION_HEADER]: NO_STREAM_SESSION });
    expect(page.data.video.sources).toEqual([]);
    expect(page.data.session).toBeUndefined();
    const listed = await api('GET', '/playback/sessions', { token: viewer.token });
    expect(listed.body.data.sessions).toEqual([expect.objectContaining({ videoId: titles[3]!._id })]);
  });

  it('heartbeats from two places for one session end it', async () => {
    const viewer = await twoScreenViewer();
    const opened = await play(viewer.token, titles[0]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    const { id, beat } = opened.data.session as { id: string; beat: string };
    const here = await api('POST', `/playback/sessions/${id}/heartbeat`, { token: viewer.token, body: { beat } });
    expect(here.status).toBe(200);
    expect(here.body.data.beat).not.toBe(beat);
    // A second player with the same session and token beats with what it was given: the session ends.
    expectError(
      await api('POST', `/playback/sessions/${id}/heartbeat`, { token: viewer.token, body: { beat } }),
      409,
      StreamMessages.sessionPlayedTwice,
      'STREAM_ENDED',
    );
    expectError(
      await api('POST', `/playback/sessions/${id}/heartbeat`, {
        token: viewer.token,
        body: { beat: here.body.data.beat },
      }),
      409,
      StreamMessages.sessionEnded,
      'STREAM_ENDED',
    );
    await until403(manifestOf(opened.data.video), 'the ended session to lose its stream');
    expect((await api('GET', '/playback/sessions', { token: viewer.token })).body.data.sessions).toEqual([]);
  });

  it('a session belongs to the token that opened it: another sign-in can neither renew nor beat for it', async () => {
    const viewer = await twoScreenViewer();
    const opened = await play(viewer.token, titles[0]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    const { id, beat } = opened.data.session as { id: string; beat: string };
    const other = await anotherSignIn(viewer, viewer.token);
    // Naming it from another token opens a playback of its own.
    const renewed = await play(other, titles[1]!, { [STREAM_SESSION_HEADER]: id });
    expect(renewed.data.session.id).not.toBe(id);
    expect(await statusOf(manifestOf(opened.data.video))).toBe(200);
    // A third playback is one too many for two screens.
    const third = await play(other, titles[2]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    expect(third.code).toBe('TOO_MANY_STREAMS');
    // Its beat sent under another token is a second place: the session ends.
    expectError(
      await api('POST', `/playback/sessions/${id}/heartbeat`, { token: other, body: { beat } }),
      409,
      StreamMessages.sessionPlayedTwice,
      'STREAM_ENDED',
    );
    await until403(manifestOf(opened.data.video), 'the ended session to lose its stream');
    expectError(
      await api('POST', `/playback/sessions/${id}/heartbeat`, { token: viewer.token, body: { beat: 'x'.repeat(65) } }),
      400,
      StreamMessages.invalidBeat,
    );
    expectError(
      await api('POST', `/playback/sessions/${id}/heartbeat`, { token: viewer.token, body: {} }),
      400,
      StreamMessages.invalidBeat,
    );
  });

  it('a refusal marks the screen whose heartbeats stopped as stale, and ending it frees the screen at once', async () => {
    const viewer = await twoScreenViewer();
    const live = await play(viewer.token, titles[0]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    const gone = await play(viewer.token, titles[1]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    let beat = live.data.session.beat as string;
    const goneId = gone.data.session.id as string;
    // The live player keeps beating; the other (a killed browser) never beats again.
    const refusal = await waitFor(
      async () => {
        const res = await api('POST', `/playback/sessions/${live.data.session.id}/heartbeat`, {
          token: viewer.token,
          body: { beat },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        beat = res.body.data.beat;
        const third = await play(viewer.token, titles[2]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
        expect(third.code).toBe('TOO_MANY_STREAMS');
        const stale = third.data.streams.find((s: { id: string; stale: boolean }) => s.id === goneId);
        return stale?.stale ? third : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 2_000, what: 'the silent session to be marked stale' },
    );
    const byId = new Map(refusal.data.streams.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(live.data.session.id)).toMatchObject({ stale: false });
    expect(byId.get(goneId)).toMatchObject({ stale: true, lastSeen: expect.any(String) });
    const listed = await api('GET', '/playback/sessions', { token: viewer.token });
    expect(listed.body.data.sessions.find((s: { id: string }) => s.id === goneId)).toMatchObject({ stale: true });

    expect((await api('DELETE', `/playback/sessions/${goneId}`, { token: viewer.token })).status).toBe(200);
    const third = await play(viewer.token, titles[2]!, { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION });
    expect(third.data.session?.id).toEqual(expect.any(String));
  });
});
