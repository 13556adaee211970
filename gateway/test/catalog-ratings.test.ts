import { afterAll, describe, expect, it } from 'vitest';
import { CatalogMessages, DEFAULT_AGE_RATING, type EpisodeGroup, type Video } from '@streamhub/contracts';
import { adminToken, api, closeRpc, createVideo, unique, viewerToken, waitFor } from '@streamhub/testkit';

/*
 * Age ratings and content descriptors (Digital Media Ethics Code): stored with every video, set
 * by admins, shown in every read, and a filter of the catalogue and of the admin list.
 */

afterAll(async () => {
  await closeRpc();
});

const ids = (videos: Video[] | undefined) => (videos ?? []).map((video) => video._id).sort();

describe('age ratings', () => {
  it('rate a video U/A 16+ with no descriptors until an admin says otherwise', async () => {
    const video = await createVideo({ videoTitle: unique('Unrated '), genre: 'drama' });
    expect(video).toMatchObject({ ageRating: DEFAULT_AGE_RATING, contentDescriptors: [] });
    const rated = await createVideo({
      videoTitle: unique('Rated '),
      genre: 'drama',
      ageRating: 'a',
      contentDescriptors: 'drugs, violence',
    });
    expect(rated).toMatchObject({ ageRating: 'A', contentDescriptors: ['violence', 'drugs'] });
  });

  it('are set by admins only: guests get 401, viewers 403', async () => {
    const video = await createVideo({ videoTitle: unique('Guarded rating '), genre: 'drama' });
    const body = { ageRating: 'U', contentDescriptors: [] };
    expect((await api('PATCH', `/videos/${video._id}/rating`, { body })).status).toBe(401);
    const viewer = await viewerToken();
    expect((await api('PATCH', `/videos/${video._id}/rating`, { body, token: viewer })).status).toBe(403);
  });

  it('change with PATCH /videos/{id}/rating, and viewers see the new rating', async () => {
    const tag = unique('rerated');
    const video = await createVideo({ videoTitle: `${tag} one`, genre: 'drama', ageRating: 'U' });
    const admin = await adminToken();
    const res = await api('PATCH', `/videos/${video._id}/rating`, {
      token: admin,
      body: { ageRating: 'U/A 13+', contentDescriptors: ['language', 'violence'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(CatalogMessages.ratingSaved);
    expect(res.body.data.video).toMatchObject({ ageRating: 'U/A 13+', contentDescriptors: ['violence', 'language'] });
    // Cached public lists drop on the change event.
    await waitFor(
      async () => {
        const search = await api('GET', `/videos?q=${tag}`);
        return search.body.data?.videos?.[0]?.ageRating === 'U/A 13+' ? search : null;
      },
      { what: 'the new rating in search results' },
    );
  });

  it('refuse a rating or descriptor outside the Code with 400 and say what is allowed', async () => {
    const video = await createVideo({ videoTitle: unique('Bad rating '), genre: 'drama' });
    const admin = await adminToken();
    const cases: [unknown, string][] = [
      [{ ageRating: 'PG-13', contentDescriptors: [] }, CatalogMessages.invalidAgeRating],
      [{ contentDescriptors: [] }, CatalogMessages.invalidAgeRating],
      [{ ageRating: 'U', contentDescriptors: ['gore'] }, CatalogMessages.invalidContentDescriptors],
      [{ ageRating: 'U', contentDescriptors: 'violence' }, CatalogMessages.invalidContentDescriptors],
      [{ ageRating: 'U' }, CatalogMessages.invalidContentDescriptors],
      [{ ageRating: 'U', contentDescriptors: [], extra: 1 }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await api('PATCH', `/videos/${video._id}/rating`, { token: admin, body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(
      (await api('PATCH', `/videos/${unique('x')}/rating`, { token: admin, body: { ageRating: 'U' } })).status,
    ).toBe(400);
  });

  it('filter the catalogue, its episode groups and the admin list; a group is rated as its strictest part', async () => {
    const tag = unique('agefilter');
    const kids = await createVideo({ videoTitle: `${tag} kids`, genre: 'family', ageRating: 'U' });
    const adult = await createVideo({ videoTitle: `${tag} adult`, genre: 'crime', ageRating: 'A' });
    // Stored upper-cased, as every episode name.
    const series = unique('AGE SERIES ').toUpperCase();
    await createVideo({ videoTitle: `${tag} s1`, episodeName: series, genre: 'drama', ageRating: 'U/A 7+' });
    await createVideo({ videoTitle: `${tag} s2`, episodeName: series, genre: 'drama', ageRating: 'U/A 16+' });

    const onlyAdult = await api('GET', `/videos?q=${tag}&ageRating=A`);
    expect(ids(onlyAdult.body.data.videos)).toEqual([adult._id]);
    // "U/A 7+" typed into a URL without encoding its "+" arrives as "U/A 7 ".
    const unencoded = await api('GET', `/videos?q=${tag}&ageRating=U/A+7+`);
    expect(unencoded.status).toBe(200);
    expect(unencoded.body.data.videos.map((v: Video) => v.ageRating)).toEqual(['U/A 7+']);

    const groups = await api('GET', `/videos/episodes/all?q=${tag}`);
    const group = (groups.body.data.episodes as EpisodeGroup[]).find((g) => g.episodeName === series);
    expect(group?.ageRating).toBe('U/A 16+');

    const admin = await adminToken();
    const adminList = await api('GET', `/admin/videos?q=${tag}&ageRating=U`, { token: admin });
    expect(ids(adminList.body.data.videos)).toEqual([kids._id]);

    const bad = await api('GET', `/videos?ageRating=PG`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CatalogMessages.invalidAgeRating);
  });
});
