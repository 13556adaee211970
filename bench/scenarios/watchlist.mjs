import { compare, gatewayUrl } from '../lib.mjs';

/**
 * A signed-in, uncached route (token check, Kafka, catalog, Mongo) at 50 and 200 connections,
 * against a bare handler serving the same body: what every signed-in page pays.
 */
export default async function watchlist({ durationSeconds }) {
  const signin = await fetch(`${gatewayUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.DEMO_USER_EMAIL ?? 'user@streamhub.local',
      password: process.env.DEMO_USER_PASSWORD ?? 'User@123',
    }),
  });
  const signed = await signin.json();
  if (!signin.ok) throw new Error(`watchlist: sign-in answered ${signin.status}: ${signed.message}`);
  const headers = { authorization: `Bearer ${signed.data.token}` };
  const results = [];
  for (const connections of [50, 200]) {
    results.push(
      await compare({
        name: `watchlist-${connections}`,
        path: '/api/v1/watchlist',
        headers,
        durationSeconds,
        connections,
      }),
    );
  }
  return results;
}
