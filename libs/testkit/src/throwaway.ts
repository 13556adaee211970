import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { freePort } from './ports';

const repoRoot = resolve(__dirname, '../../..');
const stackCli = join(repoRoot, 'deploy/local/stack.mjs');
/** URLs of the shared stack that would make the stack CLI use it instead of starting its own. */
const SERVER_URL_VARS = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'MAILDEV_URL'];

type Server = 'kafka' | 'mongo' | 'redis';

/**
 * Servers of a stack of a test's own (started with the stack CLI in a temporary STACK_DIR, on free
 * ports), so a test can stop and start them without disturbing the shared stack or the tests
 * running beside it; and app processes run from their production builds against them.
 */
export class ThrowawayStack {
  readonly dir = mkdtempSync(join(tmpdir(), 'streamhub-throwaway-'));
  private env: Record<string, string | undefined> = {};
  private readonly apps = new Set<ChildProcess>();

  constructor(private readonly servers: readonly Server[]) {}

  get kafkaBrokers(): string {
    return `127.0.0.1:${this.env.KAFKA_PORT}`;
  }

  get mongoUrl(): string {
    return `mongodb://127.0.0.1:${this.env.MONGO_PORT}`;
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.env.REDIS_PORT}`;
  }

  async start(): Promise<void> {
    this.env = { ...process.env, STACK_DIR: this.dir };
    for (const name of SERVER_URL_VARS) delete this.env[name];
    for (const key of ['KAFKA_PORT', 'KAFKA_CONTROLLER_PORT', 'MONGO_PORT', 'REDIS_PORT'])
      this.env[key] = String(await freePort());
    await this.server('start', this.servers);
  }

  /** Starts or stops servers of this stack (all of them unless named). */
  async server(command: 'start' | 'stop', only: readonly Server[] = this.servers): Promise<void> {
    const result = await execa('node', [stackCli, command, '--infra', '--only', only.join(',')], {
      env: this.env,
      extendEnv: false,
      all: true,
      reject: false,
      timeout: 90_000,
    });
    if (result.exitCode !== 0) throw new Error(`${command} ${only.join(',')} failed: ${result.all}`);
  }

  /**
   * Runs an app (`services/<name>` or `gateway`) from its build with `env` on top of the test's
   * environment; its output goes to `<dir>/<label>.log`. Resolves once it is spawned.
   */
  app(name: string, env: Record<string, string>, label = name): ChildProcess {
    const cwd = name === 'gateway' ? join(repoRoot, 'gateway') : join(repoRoot, 'services', name);
    const log = createWriteStream(join(this.dir, `${label}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd,
      // Files an app keeps (analytics' DuckDB, the gateway's journal) go to the throwaway dir, never the repo.
      env: {
        ...process.env,
        ANALYTICS_DATA_DIR: join(this.dir, 'data', label),
        GATEWAY_DATA_DIR: join(this.dir, 'data', label),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.apps.add(child);
    child.once('exit', () => this.apps.delete(child));
    return child;
  }

  /** The app processes started here that have not exited. */
  get running(): ChildProcess[] {
    return [...this.apps];
  }

  logFile(label: string): string {
    return join(this.dir, `${label}.log`);
  }

  /** Stops the apps (SIGTERM, SIGKILL after 10 s) and the servers, and removes the directory. */
  async stop(): Promise<void> {
    await Promise.all([...this.apps].map((child) => stopChild(child)));
    await this.server('stop').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
