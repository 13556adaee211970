#!/usr/bin/env node
// StreamHub local stack: installs, starts, stops and reports the real servers (Redis, Kafka,
// mongo-java-server, MinIO, maildev) and the apps listed in deploy/local/apps.mjs.
//
//   node deploy/local/stack.mjs <install|start|stop|status|up> [--only name,name] [--infra] [--ha]
//
// --ha (or STACK_HA=1) starts the production topology on this machine (docs/ha.md).
//
// Importable too: { install, start, stop, status, stackEnv }.
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);

// Read before the stack's modules load: the mode decides which servers and apps there are.
if (isMain && process.argv.includes('--ha')) process.env.STACK_HA = '1';

// execa, wait-on and kafkajs come from the root `npm install`; say so plainly if it has not run.
let core;
try {
  core = await import('./lib/core.mjs');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  const message = `streamhub stack: ${error.message.split('\n')[0]} — run \`npm install\` at the repo root first`;
  if (!isMain) throw new Error(message);
  console.error(message);
  process.exit(1);
}

export const { install, start, stop, status, stackEnv, SECRET_NAMES } = core;

const USAGE = 'usage: node deploy/local/stack.mjs <install|start|stop|status|up> [--only name,name] [--infra] [--ha]';

function parseArgs(argv) {
  const options = { command: undefined, only: undefined, infraOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--infra') options.infraOnly = true;
    else if (arg === '--ha')
      continue; // read at the top of the file
    else if (arg === '--only') options.only = splitNames(argv[++i]);
    else if (arg.startsWith('--only=')) options.only = splitNames(arg.slice('--only='.length));
    else if (!arg.startsWith('-') && !options.command) options.command = arg;
    else throw new core.StackError(`unknown argument ${arg} — ${USAGE}`);
  }
  return options;
}

function splitNames(value) {
  if (!value) throw new core.StackError(`--only needs a list of names — ${USAGE}`);
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** install + start in the foreground; Ctrl-C (or SIGTERM) stops everything and exits 0. */
async function up(options) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    core.say('stopping...');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await install();
  try {
    await start(options);
  } catch (error) {
    stopping = true; // a half-started foreground stack is not left behind
    await stop();
    throw error;
  }
  // Restarts an app that exits or whose liveness fails, as Kubernetes would (lib/supervise.mjs).
  const { supervise } = await import('./lib/supervise.mjs');
  await supervise({ stopping: () => stopping });
  printUrls(options);
  core.say('up; press Ctrl-C to stop everything');
  setInterval(() => {}, 1 << 30); // stay alive until a signal arrives
}

function printUrls({ infraOnly }) {
  const env = stackEnv();
  const minioConsole = process.env.S3_ENDPOINT ? undefined : `http://127.0.0.1:${core.port('MINIO_CONSOLE_PORT')}`;
  const appUrls = [
    ['gateway', 'http://127.0.0.1:3000/api/v1'],
    ['API docs', 'http://127.0.0.1:3000/api/v1/docs'],
    ['web', 'http://127.0.0.1:5173'],
    ['admin', 'http://127.0.0.1:5174'],
  ];
  const urls = [
    ...(infraOnly ? [] : appUrls),
    ['mail UI', env.MAILDEV_URL],
    ['MinIO console', minioConsole && `${minioConsole} (${env.S3_ACCESS_KEY} / ${env.S3_SECRET_KEY})`],
  ];
  for (const [label, url] of urls) if (url) core.say(`${label.padEnd(13)} ${url}`);
}

async function main(argv) {
  const options = parseArgs(argv);
  switch (options.command) {
    case 'install':
      await install();
      break;
    case 'start':
      await start(options);
      break;
    case 'stop':
      await stop(options);
      break;
    case 'status':
      core.printStatus(await status());
      for (const [key, value] of Object.entries(stackEnv())) {
        console.log(`${key}=${SECRET_NAMES.includes(key) ? `(secret, in ${core.stackPaths.secrets()})` : value}`);
      }
      break;
    case 'up':
      await up(options);
      return; // keeps running
    default:
      throw new core.StackError(USAGE);
  }
  process.exit(0); // do not linger on pollers of a finished health check
}

if (isMain) {
  main(process.argv.slice(2)).catch((error) => {
    // Expected failures are one line; anything else too, with the trace only on request.
    const message = error instanceof core.StackError ? error.message : `unexpected error: ${error?.message ?? error}`;
    console.error(`streamhub stack: ${message}`);
    if (process.env.STACK_DEBUG && !(error instanceof core.StackError)) console.error(error);
    process.exit(1);
  });
}
