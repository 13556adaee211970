import { signInAs } from '@streamhub/testkit';
import { compare, gatewayUrl } from '../lib.mjs';
import { ensureBenchVideos } from './episodes-all.mjs';

const DEMO_USER = { email: 'user@streamhub.local', password: 'User@123' };

/**
 * The home page's cached list as a guest, as a signed-in viewer (the guard's JWT check and two
 * Redis reads run before the cache, since the active profile may limit the list) and as a kids
 * profile (its own cache entry, limited to U and U/A 7+), each against the same bare ceiling.
 * Read side by side: the signed-in rows' req/s over the guest row's is the cost of profiles.
 */
export default async function episodesAllProfiles({ durationSeconds }) {
  const videos = await ensureBenchVideos();
  // One page of two groups: small answers, so the rows compare the paths, not the bytes.
  const path = '/api/v1/videos/episodes/all?limit=2';
  const { token } = await signInAs(DEMO_USER);
  const auth = { authorization: `Bearer ${token}` };
  const kids = await kidsProfileToken(auth);
  const rows = [
    await compare({ name: 'episodes-all-guest', path, durationSeconds, connections: 50 }),
    await compare({ name: 'episodes-all-viewer', path, headers: auth, durationSeconds, connections: 50 }),
    await compare({
      name: 'episodes-all-kids',
      path,
      headers: { ...auth, 'x-profile-token': kids },
      durationSeconds,
      connections: 50,
    }),
  ];
  const guest = rows[0].gateway.requestsPerSecond;
  return rows.map((row) => ({
    ...row,
    videos,
    versusGuest: Math.round((row.gateway.requestsPerSecond / guest) * 100) / 100,
  }));
}

/** The demo viewer's kids profile (made once), selected: its token. */
async function kidsProfileToken(auth) {
  const call = async (method, path, body) => {
    const res = await fetch(`${gatewayUrl}/api/v1${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()).data;
  };
  let household = await call('GET', '/profiles');
  if (!household.profiles.some((p) => p.name === 'Bench Kids')) {
    household = await call('POST', '/profiles', { name: 'Bench Kids', kids: true });
  }
  const kids = household.profiles.find((p) => p.name === 'Bench Kids');
  return (await call('POST', `/profiles/${kids.id}/select`, {})).profileToken;
}
