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
    // The auth service counts attempts per email before checking the password (so parallel
    // guesses cannot pass its limit of 5): more than 5 concurrent sign-ins of one account get 429.
    connections: 4,
  });
}
