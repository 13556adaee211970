import { compare } from '../lib.mjs';

/**
 * Sign-in through the gateway (auth service, argon2id verify, JWT) against a bare handler serving
 * the same body: the gap is the password hash, which is meant to be slow.
 */
export default async function signIn({ durationSeconds }) {
  const body = JSON.stringify({
    email: process.env.DEMO_USER_EMAIL ?? 'user@streamhub.local',
    password: process.env.DEMO_USER_PASSWORD ?? 'User@123',
  });
  return compare({
    name: 'sign-in',
    path: '/api/v1/auth/signin',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    durationSeconds,
    connections: 10,
  });
}
