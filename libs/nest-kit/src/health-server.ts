import { createServer, type Server } from 'node:http';
import Joi from 'joi';
import { validateEnv } from './config';
import { consumersHealth, type ConsumerStatus } from './consumer-supervisor';

/**
 * Liveness and readiness over plain HTTP for the processes that have no HTTP port of their own
 * (services, media worker), so Kubernetes probes and Docker HEALTHCHECKs can ask them directly:
 * `GET /health/live` answers 200 while the process runs and each of its Kafka consumers is
 * running or being reopened, 503 once one has been down without a reopening attempt for 30 s (a
 * restart is then the cure); `GET /health/ready` answers 200 only while `ready()` holds and every
 * consumer is running. Both bodies list the consumers. Off unless HEALTH_PORT is set.
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
    const answer = (status: number, body: string, consumers?: ConsumerStatus[]) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: body, ...(consumers ? { consumers: consumers.map(describeConsumer) } : {}) }));
    };
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, 'method not allowed');
    if (path === '/health/live') {
      const { live, consumers } = consumersHealth();
      return answer(live ? 200 : 503, live ? 'up' : 'consumer down', consumers);
    }
    if (path !== '/health/ready') return answer(404, 'not found');
    void withTimeout(ready()).then(
      (ok) => {
        const { ready: consuming, consumers } = consumersHealth();
        const all = ok && consuming;
        answer(all ? 200 : 503, all ? 'ready' : 'not ready', consumers);
      },
      () => answer(503, 'not ready', consumersHealth().consumers),
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

/** A consumer as the probe shows it: its name, state, for how long, and how often it was reopened. */
export function describeConsumer(c: ConsumerStatus): {
  name: string;
  state: string;
  forSeconds: number;
  restarts: number;
} {
  return { name: c.name, state: c.state, forSeconds: Math.round((Date.now() - c.since) / 1000), restarts: c.restarts };
}
