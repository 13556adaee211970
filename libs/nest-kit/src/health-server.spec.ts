import { createServer } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startHealthServer } from './health-server';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('startHealthServer', () => {
  let server: Server | undefined;
  const saved = { port: process.env.HEALTH_PORT, host: process.env.HEALTH_HOST };
  afterEach(() => {
    server?.close();
    server = undefined;
    process.env.HEALTH_PORT = saved.port;
    process.env.HEALTH_HOST = saved.host;
    if (saved.port === undefined) delete process.env.HEALTH_PORT;
    if (saved.host === undefined) delete process.env.HEALTH_HOST;
  });

  it('stays off without HEALTH_PORT', async () => {
    delete process.env.HEALTH_PORT;
    expect(await startHealthServer('test', () => true)).toBeUndefined();
  });

  it('answers live while running and ready only while the check holds', async () => {
    const port = await freePort();
    process.env.HEALTH_PORT = String(port);
    process.env.HEALTH_HOST = '127.0.0.1';
    let state: 'ok' | 'down' | 'throws' = 'down';
    server = await startHealthServer('test', async () => {
      if (state === 'throws') throw new Error('database unreachable');
      return state === 'ok';
    });
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((res) => res.status);
    expect(await get('/health/live')).toBe(200);
    expect(await get('/health/ready')).toBe(503);
    state = 'ok';
    expect(await get('/health/ready')).toBe(200);
    state = 'throws';
    expect(await get('/health/ready')).toBe(503);
    expect(await get('/metrics')).toBe(404);
    const post = await fetch(`http://127.0.0.1:${port}/health/live`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
