// The stack CLI against the real machine: external servers are used instead of started, and a
// port held by a foreign server fails in one line. Each case runs with its own STACK_DIR, so the
// stack that is already up for the other tests is neither touched nor needed.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_URL_VARS } from '../lib/config.mjs';

const stackCli = resolve(fileURLToPath(import.meta.url), '../../stack.mjs');
const tempDirs = [];
const servers = [];

afterEach(async () => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

function tempStackDir() {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-stack-test-'));
  tempDirs.push(dir);
  return dir;
}

/** Env of the test runner minus any server URLs (npm test exports .stack/env), plus overrides. */
function cliEnv(overrides) {
  const env = { ...process.env };
  for (const name of SERVER_URL_VARS) delete env[name];
  return { ...env, ...overrides };
}

function runStack(args, env) {
  return execa('node', [stackCli, ...args], {
    env: cliEnv(env),
    extendEnv: false,
    all: true,
    reject: false,
    timeout: 60_000,
  });
}

/** A server of our own on a free 127.0.0.1 port: a "foreign" process holding the port. */
async function listenOnFreePort() {
  const server = createServer();
  await new Promise((done) => server.listen({ port: 0, host: '127.0.0.1' }, done));
  servers.push(server);
  return server.address().port;
}

async function freePort() {
  const port = await listenOnFreePort();
  await new Promise((done) => servers.pop().close(done));
  return port;
}

function acceptsConnections(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

describe('deploy/local/stack.mjs', () => {
  it('uses external servers given by URL instead of starting its own', async () => {
    const stackDir = tempStackDir();
    const [mongoPort, kafkaPort] = [await freePort(), await freePort()];
    const mongoUrl = process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';
    const kafkaBrokers = process.env.KAFKA_BROKERS || '127.0.0.1:9092';

    const result = await runStack(['start', '--infra', '--only', 'mongo,kafka'], {
      STACK_DIR: stackDir,
      MONGO_URL: mongoUrl,
      KAFKA_BROKERS: kafkaBrokers,
      MONGO_PORT: String(mongoPort),
      KAFKA_PORT: String(kafkaPort),
    });

    expect(result.exitCode, result.all).toBe(0);
    expect(result.all).toContain(`streamhub stack: mongo: using external MONGO_URL=${mongoUrl}`);
    expect(result.all).toContain(`streamhub stack: kafka: using external KAFKA_BROKERS=${kafkaBrokers}`);
    expect(await acceptsConnections(mongoPort)).toBe(false);
    expect(await acceptsConnections(kafkaPort)).toBe(false);
    const pidsDir = join(stackDir, 'pids');
    expect(existsSync(pidsDir) ? readdirSync(pidsDir) : []).toEqual([]);
  });

  it('fails in one line, without a stack trace, when a port is held by a foreign server', async () => {
    const stackDir = tempStackDir();
    const takenPort = await listenOnFreePort();

    const result = await runStack(['start', '--infra', '--only', 'redis'], {
      STACK_DIR: stackDir,
      REDIS_PORT: String(takenPort),
    });

    expect(result.exitCode).not.toBe(0);
    const lines = result.all.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([
      `streamhub stack: port ${takenPort} for redis is already in use — set REDIS_PORT or REDIS_URL to use another`,
    ]);
    expect(result.all).not.toMatch(/^\s+at /m);
    expect(existsSync(join(stackDir, 'pids', 'redis.pid'))).toBe(false);
  });
});

describe('stack secrets', () => {
  const load = async (stackDir, extra = {}) => {
    const script =
      "import('./deploy/local/lib/config.mjs').then((c) => process.stdout.write(JSON.stringify(c.stackSecrets())))";
    const env = { ...cliEnv(extra), STACK_DIR: stackDir };
    delete env.JWT_SECRET; // npm test exports the running stack's; this case makes its own
    Object.assign(env, extra);
    const { stdout } = await execa('node', ['-e', script], {
      cwd: resolve(stackCli, '../../..'),
      env,
      extendEnv: false,
    });
    return JSON.parse(stdout);
  };

  it('are random per stack directory, kept across starts and readable by the owner only', async () => {
    const dir = tempStackDir();
    const first = await load(dir);
    expect(first.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(await load(dir)).toEqual(first);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect((await load(tempStackDir())).JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('take a value given in the environment instead', async () => {
    const given = 'x'.repeat(40);
    expect((await load(tempStackDir(), { JWT_SECRET: given })).JWT_SECRET).toBe(given);
  });
});

describe('kafkaClusterId', () => {
  it('is 16 bytes of unpadded base64url that never starts with "-" (the format command would take it for an option)', async () => {
    const { kafkaClusterId } = await import('../lib/infra.mjs');
    // One id in 64 would start with "-": 5,000 of them all but surely include some.
    const ids = Array.from({ length: 5_000 }, () => kafkaClusterId());
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('HA mode', () => {
  const appsOf = async (stackDir, extra = {}) => {
    const script =
      "Promise.all([import('./deploy/local/apps.mjs'), import('./deploy/local/lib/config.mjs')]).then(([a, c]) => process.stdout.write(JSON.stringify({ apps: a.default({ ...process.env, ...c.stackEnv() }).map((app) => ({ name: app.name, env: app.env, ready: app.ready })), env: c.stackEnv() })))";
    const { stdout } = await execa('node', ['-e', script], {
      cwd: resolve(stackCli, '../../..'),
      env: { ...cliEnv(extra), STACK_DIR: stackDir },
      extendEnv: false,
    });
    return JSON.parse(stdout);
  };

  it('runs three brokers, two of the gateway behind nginx, of auth, catalog and billing, and a worker per core', async () => {
    const dir = tempStackDir();
    const { apps, env } = await appsOf(dir, { STACK_HA: '1', KAFKA_PORT: '19092', GATEWAY_PORT: '13000' });
    expect(env.KAFKA_BROKERS).toBe('127.0.0.1:19092,127.0.0.1:19094,127.0.0.1:19096');
    const names = apps.map((app) => app.name);
    for (const name of ['auth', 'auth-2', 'catalog', 'catalog-2', 'billing', 'billing-2', 'gateway', 'gateway-2']) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name.startsWith('media-worker')).length).toBeGreaterThanOrEqual(2);
    expect(names).not.toContain('support-2');
    const gateways = apps.filter((app) => /^gateway(-2)?$/.test(app.name)).map((app) => app.env.GATEWAY_PORT);
    expect(gateways).toEqual(['13001', '13002']);
    expect(apps.find((app) => app.name === 'gateway-lb').ready).toBe('http://127.0.0.1:13000/api/v1/health');
    // Every replica has probe and metrics ports of its own.
    const probes = apps.map((app) => app.env?.HEALTH_PORT).filter(Boolean);
    expect(new Set(probes).size).toBe(probes.length);

    // Without the mode: one of each, the gateway on its own port, one broker.
    const single = await appsOf(tempStackDir(), { STACK_HA: '0', KAFKA_PORT: '19092', GATEWAY_PORT: '13000' });
    expect(single.env.KAFKA_BROKERS).toBe('127.0.0.1:19092');
    expect(single.apps.map((app) => app.name)).not.toContain('gateway-lb');
    expect(single.apps.find((app) => app.name === 'gateway').env.GATEWAY_PORT).toBe('13000');
  });

  it('writes a load balancer config nginx accepts (nginx -t)', async () => {
    const { balancerConfig } = await import('../lib/balancer.mjs');
    const dir = tempStackDir();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    for (const tmp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(dir, 'tmp', tmp), { recursive: true });
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, balancerConfig({ port: 13000, upstreams: ['127.0.0.1:13001', '127.0.0.1:13002'], dir }));
    const result = await execa('/usr/sbin/nginx', ['-t', '-p', dir, '-c', file, '-e', join(dir, 'error.log')], {
      all: true,
      reject: false,
    });
    expect(result.exitCode, result.all).toBe(0);
    expect(result.all).toContain('syntax is ok');
  });

  it('puts the media edge in front of the balancer, and writes an edge config nginx and njs accept (nginx -t)', async () => {
    const { apps } = await appsOf(tempStackDir(), { STACK_HA: '1', GATEWAY_PORT: '13000', EDGE_PORT: '18088' });
    expect(apps.find((app) => app.name === 'edge').ready).toBe('http://127.0.0.1:18088/_edge/health');
    expect(apps.find((app) => app.name === 'web').env.EDGE_URL).toBe('http://127.0.0.1:18088');
    const { mediaEdge } = await import('../lib/edge.mjs');
    const dir = tempStackDir();
    const edge = mediaEdge({ port: 18088, origin: '127.0.0.1:13000', dir });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toContain('server 127.0.0.1:13000;');
    const result = await execa(edge.command, ['-t', ...edge.args.slice(0, -2)], {
      all: true,
      reject: false,
      env: { MEDIA_URL_SECRET: 'x'.repeat(32) },
    });
    expect(result.exitCode, result.all).toBe(0);
    expect(result.all).toContain('syntax is ok');
  });
});
