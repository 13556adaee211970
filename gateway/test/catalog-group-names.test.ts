import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingEvents,
  CatalogMessages,
  ServiceErrorCode,
  type EventEnvelope,
  type SubscriptionEvent,
  type Video,
} from '@streamhub/contracts';
import {
  RpcError,
  api,
  closeRpc,
  closeTestKafka,
  createVideo,
  newViewer,
  publishEvent,
  unique,
  waitFor,
} from '@streamhub/testkit';

/*
 * Names are not identities (issue 44): a movie without an episode name no longer joins the group
 * of a series with its title, so a pass for the movie "Dark X" does not open the series "DARK X";
 * a pass that names a part by id is matched by id alone.
 */

const DAY = 24 * 60 * 60 * 1000;

let seriesName: string;
let part1: Video;
let part2: Video;
let movie: Video;

function pass(
  userId: string,
  target: Pick<SubscriptionEvent, 'episodeId' | 'episodeName'>,
): EventEnvelope<SubscriptionEvent> {
  const subscriptionId = randomUUID();
  return {
    id: randomUUID(),
    type: BillingEvents.subscriptionActivated,
    key: subscriptionId,
    occurredAt: new Date().toISOString(),
    payload: {
      subscriptionId,
      userId,
      planCode: 'EPISODE_14DAY',
      scope: 'episode',
      startAt: new Date(Date.now() - DAY).toISOString(),
      endAt: new Date(Date.now() + 14 * DAY).toISOString(),
      ...target,
    },
  };
}

async function hasAccess(token: string, path: string): Promise<boolean> {
  const res = await api('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.hasAccess === true;
}

/** What a viewer may open: the movie, each series part, the series by name. */
async function opens(token: string) {
  return {
    movie: await hasAccess(token, `/videos/${movie._id}/access`),
    part1: await hasAccess(token, `/videos/${part1._id}/access`),
    part2: await hasAccess(token, `/videos/${part2._id}/access`),
    series: await hasAccess(token, `/videos/episodes/by-name/${encodeURIComponent(seriesName)}/access`),
  };
}

beforeAll(async () => {
  seriesName = unique('DARK X ').toUpperCase();
  part1 = await createVideo({ videoTitle: `${seriesName} 1`, genre: 'drama', episodeName: seriesName, episodeSeq: 1 });
  part2 = await createVideo({ videoTitle: `${seriesName} 2`, genre: 'drama', episodeName: seriesName, episodeSeq: 2 });
  // A movie titled like the series, with no episode name (mixed case: titles are stored upper-cased).
  movie = await createVideo({ videoTitle: seriesName.toLowerCase(), genre: 'drama', videoType: 'movie' });
});

afterAll(async () => {
  await closeTestKafka();
  await closeRpc();
});

describe('group names of movies and series', () => {
  it('gives a movie titled like a series a group of its own, and the series keeps its parts', async () => {
    expect(part1.episodeName).toBe(seriesName);
    expect(movie.videoTitle).toBe(seriesName);
    expect(movie.episodeName).toMatch(new RegExp(`^${seriesName} #[0-9A-F]{6}$`));
    const series = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(seriesName)}`);
    expect((series.body.data.parts as Video[]).map((p) => p._id)).toEqual([part1._id, part2._id]);
    const own = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(movie.episodeName)}`);
    expect((own.body.data.parts as Video[]).map((p) => p._id)).toEqual([movie._id]);
    // A second movie of the same title is not grouped with the first either.
    const again = await createVideo({ videoTitle: seriesName, genre: 'drama', videoType: 'movie' });
    expect(again.episodeName).not.toBe(movie.episodeName);
    expect(again.episodeName).not.toBe(seriesName);
  });

  it("a pass for the movie opens the movie, never the series of the movie's title", async () => {
    const viewer = await newViewer();
    // As billing resolves a purchase for the movie: the group the movie is in.
    await publishEvent(pass(viewer.userId, { episodeId: null, episodeName: movie.episodeName }));
    await waitFor(async () => ((await opens(viewer.token)).movie ? true : undefined), {
      what: 'the pass to reach catalog',
    });
    expect(await opens(viewer.token)).toEqual({ movie: true, part1: false, part2: false, series: false });
  });

  it('a pass naming a part by id is matched by id, not by the name it also carries', async () => {
    const viewer = await newViewer();
    // An older order form: the movie's id with the (colliding) name of its title.
    await publishEvent(pass(viewer.userId, { episodeId: movie._id, episodeName: seriesName }));
    await waitFor(async () => ((await opens(viewer.token)).movie ? true : undefined), {
      what: 'the pass to reach catalog',
    });
    expect(await opens(viewer.token)).toEqual({ movie: true, part1: false, part2: false, series: false });
    // And a series pass by name opens the whole series, not the movie.
    const fan = await newViewer();
    await publishEvent(pass(fan.userId, { episodeId: null, episodeName: seriesName.toLowerCase() }));
    await waitFor(async () => ((await opens(fan.token)).series ? true : undefined), {
      what: 'the pass to reach catalog',
    });
    expect(await opens(fan.token)).toEqual({ movie: false, part1: true, part2: true, series: true });
  });

  it("refuses a series part named after a movie's own group", async () => {
    const refused = await createVideo({
      videoTitle: unique('Part '),
      genre: 'drama',
      episodeName: movie.episodeName,
      videoType: 'series',
    }).then(
      () => undefined,
      (err: unknown) => (err instanceof RpcError ? err.payload : err),
    );
    expect(refused).toMatchObject({ code: ServiceErrorCode.Conflict, message: CatalogMessages.movieGroupName });
    // A movie's own title is its own group even when the title was free.
    const alone = await createVideo({ videoTitle: unique('Lone Film '), genre: 'drama', videoType: 'movie' });
    expect(alone.episodeName).toBe(alone.videoTitle);
    await expect(
      createVideo({ videoTitle: unique('Part '), genre: 'drama', episodeName: alone.episodeName, videoType: 'series' }),
    ).rejects.toBeInstanceOf(RpcError);
  });
});
