import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccessStateKey } from '@streamhub/contracts';
import { PUBLISHED_SECRETS } from '@streamhub/nest-kit';
import { adminToken, api, DEMO_ADMIN, newViewer, signInAs, signTestToken, testEnv } from '@streamhub/testkit';

/** Tokens fail closed: forged, unknown, timeless or lying tokens are refused, even when Redis lost its data. */

const repoRoot = join(__dirname, '../..');
const SESSION_INVALID = 'Your session has expired or is invalid. Please sign in again.';

let redis: Redis;
let demoAdminId: string;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  demoAdminId = (await signInAs(DEMO_ADMIN)).user._id;
});
afterAll(async () => {
  await redis.quit();
});

/**
 * Every string literal and env-style value in the repository's tracked text files that could be a
 * signing secret (16+ characters: no process starts with a shorter one, see config.test.ts).
 */
function stringsInRepository(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  const found = new Set<string>(PUBLISHED_SECRETS);
  const literal = /'([^'\n]{16,200})'|"([^"\n]{16,200})"|`([^`\n$]{16,200})`|=([^\s'"`]{16,200})/g;
  for (const file of files) {
    if (file.endsWith('package-lock.json') || /\.(png|jpe?g|webp|ico|mp4|woff2?)$/.test(file)) continue;
    const path = join(repoRoot, file);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      continue; // listed but removed in the working tree
    }
    if (size > 512 * 1024) continue;
    for (const match of readFileSync(path, 'utf8').matchAll(literal)) {
      found.add(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  found.delete('');
  return [...found];
}

async function statusesInParallel(tokens: string[], concurrency = 16): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        const { status } = await api('GET', '/auth/users', { token });
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  return counts;
}

describe('access tokens', () => {
  it('are refused when signed with any string found in the repository, even for the real admin', async () => {
    const candidates = stringsInRepository();
    expect(candidates.length).toBeGreaterThan(300);
    expect(candidates).toContain('streamhub-local-development-secret');
    const claims = { sub: demoAdminId, email: DEMO_ADMIN.email, role: 'admin' as const };
    const forged = candidates.map((secret) => signTestToken(claims, { secret }));
    const counts = await statusesInParallel(forged);
    expect(Object.fromEntries(counts)).toEqual({ 401: forged.length });
    // The same claims with the stack's own secret do work: the refusals above are about the secret.
    expect((await api('GET', '/auth/users', { token: signTestToken(claims) })).status).toBe(200);
    // One forged token per string of the repository: the count grows with the code, so it gets more time.
  }, 180_000);

  it('are refused for a user id that does not exist, whatever role they claim', async () => {
    const ghost = signTestToken({ sub: '64b7f0c2a1b2c3d4e5f60718', email: 'ghost@test.local', role: 'admin' });
    const res = await api('GET', '/auth/users', { token: ghost });
    expect(res.body).toEqual({ success: false, statusCode: 401, code: 'UNAUTHORIZED', message: SESSION_INVALID });
    expect((await api('GET', '/watchlist', { token: ghost })).status).toBe(401);
    const malformed = signTestToken({ sub: 'not-an-object-id', email: 'x@test.local', role: 'user' });
    expect((await api('GET', '/watchlist', { token: malformed })).status).toBe(401);
  });

  it('are refused without an expiry or an issue time', async () => {
    const viewer = await newViewer();
    const secret = testEnv.jwtSecret!;
    const base = { sub: viewer.userId, email: viewer.email, role: 'user', isAdmin: false, tv: 0 };
    const noExp = jwt.sign(base, secret, { algorithm: 'HS256' });
    const noIat = jwt.sign({ ...base, exp: Math.floor(Date.now() / 1000) + 600 }, secret, {
      algorithm: 'HS256',
      noTimestamp: true,
    });
    expect((await api('GET', '/auth/me', { token: noExp })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: noIat })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: viewer.token })).status).toBe(200);
  });

  it('authorise with the user current role, not the role the token claims', async () => {
    const viewer = await newViewer();
    const claimsAdmin = signTestToken({ sub: viewer.userId, email: viewer.email, role: 'admin', isAdmin: true });
    const res = await api('GET', '/auth/users', { token: claimsAdmin });
    expect(res.body).toEqual({ success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Admin access required' });
  });

  it('keep working when Redis lost a user state: the gateway asks the auth service and the key is written again', async () => {
    const viewer = await newViewer();
    await redis.del(userAccessStateKey(viewer.userId));
    expect((await api('GET', '/auth/me', { token: viewer.token })).status).toBe(200);
    expect(JSON.parse((await redis.get(userAccessStateKey(viewer.userId))) ?? 'null')).toMatchObject({
      status: 'active',
      role: 'user',
    });
  });

  it('of a deleted or deactivated user stay refused after Redis lost their state', async () => {
    const admin = await adminToken();
    const doomed = await newViewer();
    const paused = await newViewer();
    expect((await api('DELETE', `/auth/users/${doomed.userId}`, { token: admin })).status).toBe(200);
    expect(
      (await api('PUT', `/auth/user-status/${paused.userId}`, { token: admin, body: { status: 'inactive' } })).status,
    ).toBe(200);
    await redis.del(userAccessStateKey(doomed.userId), userAccessStateKey(paused.userId));

    expect((await api('GET', '/auth/me', { token: doomed.token })).status).toBe(401);
    const inactive = await api('GET', '/watchlist', { token: paused.token });
    expect([401, 403]).toContain(inactive.status);
  });
});
