// Images and docker-compose.yml, checked without a Docker engine: every deployable has its image
// recipe and compose service, each image's build copies exactly its app and the libraries the Nx
// project graph says it depends on, and compose parses (docker-compose 1.29) and refuses to start
// without its secrets.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { closure, listWorkspaces } from '../docker/workspaces.mjs';
import { serverConfig, loadSecurityHeaders } from '../docker/web-nginx.mjs';
import { GATEWAY_RUNTIME_ENV } from '../local/apps.mjs';
import { composeConfig, composeFile, placeholderVariables, repoRoot, requiredComposeVariables } from '../validate.mjs';

/** Every app workspace is deployed; libraries, browser tests and benchmarks are not. */
const deployables = [...listWorkspaces().values()]
  .filter((workspace) => !workspace.dir.startsWith('libs/') && !['e2e', 'bench'].includes(workspace.dir))
  .map((workspace) => ({ ...workspace, service: workspace.dir.split('/').pop() }));
const webApps = new Set(['web', 'admin-web']);

// Spawns nx, docker-compose and the TypeScript compiler: seconds each on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const composeText = readFileSync(composeFile, 'utf8');
const compose = parse(composeText, { merge: true });

/** Dockerfile stages: { name, from, lines } in order. */
function stages(dockerfile) {
  const text = readFileSync(join(repoRoot, dockerfile), 'utf8').replace(/\\\n/g, ' ');
  const result = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1], name: from[2] ?? '(default)', lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

function args(dockerfile) {
  const text = readFileSync(join(repoRoot, dockerfile), 'utf8');
  return Object.fromEntries([...text.matchAll(/^ARG\s+(\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]));
}

describe('images', () => {
  it('every deployable has a compose service built from the shared recipe for its kind', () => {
    expect(deployables.map((d) => d.service).sort()).toEqual(
      [
        'admin-web',
        'ads',
        'analytics',
        'auth',
        'banner',
        'billing',
        'catalog',
        'gateway',
        'media-worker',
        'support',
        'web',
      ].sort(),
    );
    for (const app of deployables) {
      const service = compose.services[app.service];
      expect(service, app.service).toBeDefined();
      expect(service.build.args.APP).toBe(app.dir);
      expect(service.build.dockerfile).toBe(
        webApps.has(app.service) ? 'deploy/docker/web.Dockerfile' : 'deploy/docker/Dockerfile',
      );
      if (app.service === 'media-worker') expect(service.build.target).toBe('media-worker');
      expect(service.image).toBe(`streamhub/${app.service}:\${STREAMHUB_VERSION:-dev}`);
    }
  });

  it("copies into each image's build exactly its app and the libraries of its Nx dependency graph", () => {
    const graphFile = join(mkdtempSync(join(tmpdir(), 'streamhub-graph-')), 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${graphFile}`], {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      stdio: 'ignore',
    });
    const graph = JSON.parse(readFileSync(graphFile, 'utf8')).graph;
    rmSync(join(graphFile, '..'), { recursive: true, force: true });
    const nxClosure = (name, seen = new Set()) => {
      seen.add(name);
      for (const dep of graph.dependencies[name] ?? [])
        if (!dep.target.startsWith('npm:') && !seen.has(dep.target)) nxClosure(dep.target, seen);
      return seen;
    };
    for (const app of deployables) {
      const fromManifests = closure(app.dir).map((member) => member.name);
      expect(new Set(fromManifests), app.dir).toEqual(nxClosure(app.name));
      expect(fromManifests.at(-1), 'the app builds last').toBe(app.name);
    }
  });

  describe('the prune step of the build', () => {
    const out = mkdtempSync(join(tmpdir(), 'streamhub-prune-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it.each(['gateway', 'services/media-worker', 'admin-web'])(
      '%s: its workspaces, no tests, no build output',
      (dir) => {
        const target = join(out, dir.replace('/', '-'));
        execFileSync(process.execPath, ['deploy/docker/workspaces.mjs', 'prune', dir, target], { cwd: repoRoot });
        const members = closure(dir).map((member) => member.dir);
        const listed = (root) =>
          ['libs', 'services', '.'].flatMap((parent) =>
            existsSync(join(root, parent))
              ? readdirSync(join(root, parent)).map((name) => (parent === '.' ? name : `${parent}/${name}`))
              : [],
          );
        const sources = listed(join(target, 'sources')).filter((path) => !['libs', 'services'].includes(path));
        expect(new Set(sources)).toEqual(new Set(members));
        const manifest = JSON.parse(readFileSync(join(target, 'manifests', 'package.json'), 'utf8'));
        expect(manifest.workspaces).toEqual(members);
        expect(manifest.dependencies).toBeUndefined();
        const files = execFileSync('find', [join(target, 'sources'), '-type', 'f'], { encoding: 'utf8' }).split('\n');
        expect(files.filter((file) => /\.(spec|test)\.[cm]?[jt]sx?$|\/(test|dist|node_modules)\//.test(file))).toEqual(
          [],
        );
      },
    );
  });

  it('runs every image as a non-root user with a health check, from pinned base images', () => {
    const targets = {
      'deploy/docker/Dockerfile': ['runtime', 'media-worker'],
      'deploy/docker/web.Dockerfile': ['web-app'],
    };
    for (const [dockerfile, finals] of Object.entries(targets)) {
      const defaults = args(dockerfile);
      for (const stage of stages(dockerfile)) {
        const image = stage.from.replace(/^\$\{(\w+)\}$/, (_, name) => defaults[name] ?? `$${name}`);
        if (!stages(dockerfile).some((s) => s.name === image))
          expect(image, `${dockerfile} ${stage.name}`).toMatch(/^[a-z/]+:\d+\.\d+\.\d+(-[a-z-]+)?$/);
      }
      for (const name of finals) {
        const stage = stages(dockerfile).find((s) => s.name === name);
        expect(stage, `${dockerfile} target ${name}`).toBeDefined();
        expect(stage.lines.find((l) => l.startsWith('USER'))).toMatch(/^USER [1-9]\d*:[1-9]\d*$/);
        expect(stage.lines.some((l) => l.startsWith('HEALTHCHECK'))).toBe(true);
        expect(stage.lines.some((l) => l.startsWith('CMD'))).toBe(true);
        // What the image holds comes only from the build stage's collected output (or config files).
        for (const copy of stage.lines.filter((l) => l.startsWith('COPY')))
          expect(copy).toMatch(/^COPY (--from=build \/out\/|deploy\/docker\/nginx\/)/);
      }
    }
    // The media worker image is the one with ffmpeg.
    expect(
      stages('deploy/docker/Dockerfile')
        .find((s) => s.name === 'media-worker')
        .lines.join('\n'),
    ).toContain('ffmpeg');
    expect(
      stages('deploy/docker/Dockerfile')
        .find((s) => s.name === 'runtime')
        .lines.join('\n'),
    ).not.toContain('ffmpeg');
  });

  it('builds the gateway tuned as the local stack runs it', () => {
    expect(compose.services.gateway.build.target).toBe('gateway');
    const gateway = stages('deploy/docker/Dockerfile').find((s) => s.name === 'gateway');
    expect(gateway.from).toBe('runtime');
    const env = Object.fromEntries(
      gateway.lines
        .filter((line) => line.startsWith('ENV '))
        .flatMap((line) => [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
    );
    expect(env).toEqual(GATEWAY_RUNTIME_ENV);
  });

  it('keeps the build context small: no installs, build output, stack state or secrets', () => {
    const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.stack*', '.env', '.git']) expect(ignored).toContain(entry);
  });

  it('serves the web apps with exactly the headers of libs/web-kit (payment origins for the viewer app only)', async () => {
    const kit = await loadSecurityHeaders();
    const origins = 'https://checkout.razorpay.com,https://api.razorpay.com';
    for (const [base, payment] of [
      ['/', origins],
      ['/admin/', ''],
    ]) {
      const conf = execFileSync(process.execPath, ['deploy/docker/web-nginx.mjs', base, payment], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      const headers = kit.securityHeaders({ paymentOrigins: kit.paymentOriginsFrom(payment) });
      expect(conf).toBe(serverConfig({ basePath: base, headers }));
      for (const [name, value] of Object.entries(headers))
        expect(conf).toContain(`add_header ${name} "${value}" always;`);
      expect(conf).toContain(`try_files $uri ${base}index.html;`);
    }
    expect(() => serverConfig({ basePath: 'admin', headers: {} })).toThrow(/base path/);
  });
});

describe('docker-compose.yml', () => {
  const required = requiredComposeVariables(composeText);
  let resolved;
  beforeAll(async () => {
    const result = await composeConfig(placeholderVariables(required));
    expect(result.output).toBeTruthy();
    expect(result.ok, result.output).toBe(true);
    resolved = parseAllDocuments(result.output)[0].toJS();
  });

  it('requires every secret from .env and documents each one in .env.example', () => {
    expect(required).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'MEDIA_URL_SECRET',
        'REDIS_PASSWORD',
        'MINIO_ROOT_PASSWORD',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ]),
    );
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    for (const name of required) expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
  });

  it.each(['JWT_SECRET', 'RAZORPAY_KEY_SECRET', 'REDIS_PASSWORD'])('refuses to resolve without %s', async (missing) => {
    const variables = placeholderVariables(required.filter((name) => name !== missing));
    const result = await composeConfig(variables);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(`set ${missing} in .env`);
  });

  it('runs official images pinned by version, starts each service after its dependencies are healthy', () => {
    for (const [name, service] of Object.entries(resolved.services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/:(\d+\.\d+\.\d+(-[a-z]+)?|RELEASE\.[\dTZ-]+)$/);
    }
    expect(resolved.services.mongo.image).toMatch(/^mongo:7\./);
    expect(resolved.services.redis.image).toMatch(/^redis:7\./);
    expect(resolved.services.mongo.command).toContain('--replSet');
    expect(resolved.services.kafka.environment.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    for (const [name, service] of Object.entries(resolved.services)) {
      // Built images carry their own HEALTHCHECK (checked above); the others declare one here.
      if (name !== 'mail' && !service.build) expect(service.healthcheck?.test, `${name} health check`).toBeDefined();
      for (const [dependency, condition] of Object.entries(service.depends_on ?? {}))
        expect(condition, `${name} -> ${dependency}`).toEqual({ condition: 'service_healthy' });
    }
    for (const backend of deployables.filter((d) => !webApps.has(d.service)))
      expect(Object.keys(resolved.services[backend.service].depends_on ?? {}), backend.service).toEqual(
        expect.arrayContaining(['kafka', 'redis', 'minio']),
      );
    expect(Object.keys(resolved.services.gateway.depends_on)).toEqual(
      expect.arrayContaining(['auth', 'catalog', 'billing', 'support', 'banner', 'analytics', 'ads']),
    );
    // The media origin: the gateway's image in its media role, behind the edge like the gateway.
    const origin = resolved.services['media-origin'];
    expect(origin.image).toBe(resolved.services.gateway.image);
    expect(origin.build).toEqual(resolved.services.gateway.build);
    expect(origin.environment.GATEWAY_ROLE).toBe('media');
    expect(resolved.services.gateway.environment.GATEWAY_ROLE).toBeUndefined();
    expect(Object.keys(resolved.services.edge.depends_on)).toEqual(expect.arrayContaining(['gateway', 'media-origin']));
    expect(Object.keys(resolved.volumes)).toEqual(
      expect.arrayContaining(['mongo-data', 'kafka-data', 'minio-data', 'redis-data']),
    );
    // Only the edge publishes a port (plus the optional mail catcher's web UI on loopback).
    const published = Object.entries(resolved.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['edge', 'mail']);
  });
});
