import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testEnv } from '@streamhub/testkit';

const run = promisify(execFile);
const gatewayMain = resolve(__dirname, '../dist/main.js');

async function startGateway(env: Record<string, string | undefined>): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, [gatewayMain], {
      env: { PATH: process.env.PATH, ...env } as NodeJS.ProcessEnv,
      timeout: 50_000,
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code?: number; stderr?: string };
    return { code: e.code ?? -1, stderr: e.stderr ?? '' };
  }
}

const goodEnv = {
  KAFKA_BROKERS: testEnv.kafkaBrokers,
  MONGO_URL: testEnv.mongoUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  S3_ENDPOINT: process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? 'streamhub',
  S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? 'streamhub-secret',
  MEDIA_URL_SECRET: randomBytes(32).toString('base64url'),
  JWT_SECRET: testEnv.jwtSecret,
};

describe('gateway start-up', () => {
  it('refuses to start without a media URL secret (there is no default)', async () => {
    const { code, stderr } = await startGateway({ ...goodEnv, MEDIA_URL_SECRET: undefined });
    expect(code).toBe(78);
    expect(stderr).toMatch(/^streamhub gateway: invalid configuration: MEDIA_URL_SECRET/);
  });

  it('stops with one line naming a missing variable', async () => {
    const { code, stderr } = await startGateway({ ...goodEnv, JWT_SECRET: undefined });
    expect(code).toBe(78);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^streamhub gateway: invalid configuration: JWT_SECRET/);
  });

  it('refuses a published secret anywhere, and one shorter than 32 characters in production', async () => {
    // The four start-ups are independent: run them side by side so the test stays short on a busy machine.
    const [publishedA, publishedB, short, tiny] = await Promise.all([
      startGateway({ ...goodEnv, JWT_SECRET: 'streamhub-local-development-secret' }),
      startGateway({ ...goodEnv, JWT_SECRET: 'change-me-to-a-long-random-secret' }),
      startGateway({ ...goodEnv, NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(24) }),
      startGateway({ ...goodEnv, JWT_SECRET: 'too-short' }),
    ]);
    for (const published of [publishedA, publishedB]) {
      expect(published.code).toBe(78);
      expect(published.stderr).toMatch(/JWT_SECRET.*published with the project/);
    }
    expect(short.code).toBe(78);
    expect(short.stderr).toMatch(/JWT_SECRET.*at least 32 characters in production/);
    expect(tiny.code).toBe(78);
    expect(tiny.stderr).toMatch(/JWT_SECRET/);
  });

  it('stops with one line naming a malformed URL', async () => {
    const { code, stderr } = await startGateway({ ...goodEnv, MONGO_URL: 'not a url' });
    expect(code).toBe(78);
    expect(stderr).toMatch(/MONGO_URL/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('explains a port that is already taken in one line', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, stderr } = await startGateway({ ...goodEnv, GATEWAY_PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/streamhub gateway: failed to start: .*EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});
