import { createServer, type Server } from 'node:http';
import Joi from 'joi';
import { validateEnv } from './config';

/**
 * Liveness and readiness over plain HTTP for the processes that have no HTTP port of their own
 * (services, media worker), so Kubernetes probes and Docker HEALTHCHECKs can ask them directly:
 * `GET /health/live` answers while the process runs, `GET /health/ready` only while `ready()`
 * holds. Off unless HEALTH_PORT is set (the local stack does not set it).
 */
export function healthServerSchema(): Record<string, Joi.Schema> {
  return {
    HEALTH_PORT: Joi.number().integer().min(1).max(65_535),
    HEALTH_HOST: Joi.string().max(255).default('0.0.0.0'),
  };
}

export interface HealthServerConfig {
  HEALTH_PORT?: number;
  HEALTH_HOST: string;
}

export type ReadinessCheck = () => boolean | Promise<boolean>;

const READY_TIMEOUT_MS = 2_000;

/** Starts the probe server when HEALTH_PORT is set; resolves once it listens (or at once when off). */
export async function startHealthServer(app: string, ready: ReadinessCheck): Promise<Server | undefined> {
  const config = validateEnv<HealthServerConfig & Record<string, unknown>>(app, healthServerSchema());
  if (config.HEALTH_PORT === undefined) return undefined;
  const server = createServer((req, res) => {
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: body }));
    };
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'method not allowed');
    if (path === '/health/live') return answer(200, 'up');
    if (path !== '/health/ready') return answer(404, 'not found');
    void withTimeout(ready()).then(
      (ok) => answer(ok ? 200 : 503, ok ? 'ready' : 'not ready'),
      () => answer(503, 'not ready'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.HEALTH_PORT, config.HEALTH_HOST, () => resolve());
  });
  server.unref();
  return server;
}

async function withTimeout(check: boolean | Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve(check), late]);
  } finally {
    clearTimeout(timer);
  }
}
