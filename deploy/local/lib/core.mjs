// start / stop / status of the local stack: infra servers first, then the apps of apps.mjs.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOST, externalUrl, haMode, localDir, repoRoot, stackDir, stackEnv, stackPaths } from './config.mjs';
import { portInUse, readyResource, waitForResources } from './health.mjs';
import { componentPorts, infraComponents, infraNames } from './infra.mjs';
import { StackError, lastLines, megabytes, say, seconds } from './output.mjs';
import { livePid, pidFileNames, residentBytes, spawnDetached, stopProcess } from './processes.mjs';

export { install } from './install.mjs';
export { port, stackEnv, stackPaths, SECRET_NAMES } from './config.mjs';
export { StackError, say } from './output.mjs';

const DEFAULT_APP_READY_MS = 60_000;

/** Subprocesses started by this Node process, for `up` to report unexpected exits. */
export const startedHere = new Map();

// ---------- apps ----------

/** The app list from deploy/local/apps.mjs (a default-exported function of the stack env). */
export async function loadApps() {
  const file = join(localDir, 'apps.mjs');
  if (!existsSync(file)) return [];
  const module = await import(pathToFileURL(file).href);
  const apps = await module.default({ ...process.env, ...stackEnv() });
  if (!Array.isArray(apps)) throw new StackError('deploy/local/apps.mjs must return an array of apps');
  return apps;
}

/** The port named in an app's `ready` (http URL or tcp:host:port), if any. */
function readyPort(app) {
  const match = app.ready?.match(/:(\d+)(?:\/|$)/);
  return match ? Number(match[1]) : undefined;
}

function appCwd(app) {
  if (!app.cwd) return repoRoot;
  return isAbsolute(app.cwd) ? app.cwd : resolve(repoRoot, app.cwd);
}

// ---------- selection ----------

function selected(name, only) {
  return !only || only.length === 0 || only.includes(name);
}

function checkOnlyNames(only, appNames) {
  const known = new Set([...infraNames, ...appNames]);
  const unknown = (only ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new StackError(`unknown component ${unknown.join(', ')} (known: ${[...known].join(', ')})`);
  }
}

// ---------- start ----------

/**
 * Starts the selected infra servers (skipping external and already running ones) and, unless
 * infraOnly, the apps. Resolves when everything started is healthy; throws StackError otherwise.
 */
export async function start({ infraOnly = false, only, apps: appList } = {}) {
  const started = Date.now();
  mkdirSync(stackDir(), { recursive: true });
  const haMarker = join(stackDir(), 'ha');
  if (haMode()) writeFileSync(haMarker, 'started with --ha; removed when the whole stack stops\n');
  else if (existsSync(haMarker) && pidFileNames().length > 0) {
    throw new StackError('this stack runs in HA mode: stop it first, or start it with --ha');
  }
  const apps = infraOnly ? [] : (appList ?? (await loadApps())); // `apps` lets a caller bypass apps.mjs
  checkOnlyNames(
    only,
    apps.map((app) => app.name),
  );

  for (const component of infraComponents()) {
    if (selected(component.name, only)) await startInfra(component);
  }
  writeEnvFile();
  for (const app of apps) {
    if (selected(app.name, only)) await startApp(app);
  }
  say(`started in ${seconds(Date.now() - started)} (env in ${stackPaths.envFile()})`);
}

async function startInfra(component) {
  const { name } = component;
  const external = externalUrl(component.externalVar);
  if (external) {
    say(`${name}: using external ${component.externalVar}=${external}`);
    return;
  }
  const running = livePid(name);
  if (running) {
    say(`${name}: already running (pid ${running})`);
    return;
  }
  await ensurePortsFree(name, component);
  if (!component.installed()) throw new StackError(`${name} is not installed: ${component.installHint}`);
  const began = Date.now();
  try {
    await component.prepare();
  } catch (error) {
    const tail = lastLines(stackPaths.log(name));
    throw new StackError(
      `${name} could not be prepared: ${error.message} — see ${relativeLog(name)} (last lines: ${tail})`,
    );
  }
  const subprocess = spawnDetached(name, { ...component.launch(), cwd: repoRoot });
  startedHere.set(name, subprocess);
  await awaitHealthy(name, () => component.health(subprocess, component.timeoutMs));
  say(
    `${name}: running (pid ${subprocess.pid}, ${HOST}:${componentPorts(component).join(',')}) in ${seconds(Date.now() - began)}`,
  );
}

/** Stops one app and starts it again (the foreground supervisor's cure for a failed liveness). */
export async function restartApp(name) {
  const app = (await loadApps()).find((candidate) => candidate.name === name);
  if (!app) throw new StackError(`unknown app ${name}`);
  await stopProcess(name);
  startedHere.delete(name);
  await startApp(app);
  return startedHere.get(name);
}

/**
 * An app's liveness: 'live', 'not live' (its probe answered 503: it runs but cannot recover by
 * itself), or 'no answer' (starting, or hung). Apps without a probe are 'unchecked'.
 */
export async function liveness(app) {
  if (!app.live) return 'unchecked';
  try {
    const res = await fetch(app.live, { signal: AbortSignal.timeout(2_000) });
    return res.ok ? 'live' : 'not live';
  } catch {
    return 'no answer';
  }
}

async function startApp(app) {
  const { name } = app;
  const running = livePid(name);
  if (running) {
    say(`${name}: already running (pid ${running})`);
    return;
  }
  const appPort = readyPort(app);
  if (appPort && (await portInUse(appPort))) {
    throw new StackError(`port ${appPort} for ${name} is already in use — stop whatever holds it`);
  }
  const began = Date.now();
  const subprocess = spawnDetached(name, {
    command: app.command,
    args: app.args ?? [],
    cwd: appCwd(app),
    env: { ...stackEnv(), ...(app.env ?? {}) },
  });
  startedHere.set(name, subprocess);
  if (app.ready) {
    const timeoutMs = app.readyTimeoutMs ?? DEFAULT_APP_READY_MS;
    const companions = new Map([...startedHere].filter(([other]) => other !== name));
    await awaitHealthy(name, () => waitForResources([readyResource(app.ready)], { timeoutMs, subprocess, companions }));
  }
  say(`${name}: ${app.ready ? 'ready' : 'started'} (pid ${subprocess.pid}) in ${seconds(Date.now() - began)}`);
}

/** Turns a failed health wait into one line pointing at the log; the half-started process is stopped. */
async function awaitHealthy(name, check) {
  try {
    await check();
  } catch (error) {
    const culprit = error.companion ?? name;
    const tail = lastLines(stackPaths.log(culprit)); // before stopping adds shutdown noise
    await stopProcess(name, 5000);
    startedHere.delete(name);
    throw new StackError(`${name} ${error.message} — see ${relativeLog(culprit)} (last lines: ${tail})`);
  }
}

async function ensurePortsFree(name, component) {
  for (const value of componentPorts(component)) {
    if (await portInUse(value)) {
      const keys = component.portKeys.length > 0 ? component.portKeys.join(' or ') : 'KAFKA_PORT/KAFKA_CONTROLLER_PORT';
      throw new StackError(
        `port ${value} for ${name} is already in use — set ${keys} or ${component.externalVar} to use another`,
      );
    }
  }
}

function writeEnvFile() {
  const lines = Object.entries(stackEnv()).map(([key, value]) => `${key}=${value}`);
  writeFileSync(stackPaths.envFile(), `${lines.join('\n')}\n`, { mode: 0o600 }); // holds the stack's secrets
}

// ---------- stop ----------

/** Stops apps (in parallel), then infra in reverse start order. Safe when nothing runs. */
export async function stop({ only } = {}) {
  const running = pidFileNames().filter((name) => selected(name, only));
  const apps = running.filter((name) => !infraNames.includes(name));
  const servers = [...infraNames].reverse().filter((name) => running.includes(name));
  if (apps.length + servers.length === 0) {
    if (!only || only.length === 0) rmSync(join(stackDir(), 'ha'), { force: true });
    say('nothing running');
    return;
  }
  await Promise.all(apps.map(stopOne));
  // HA mode's brokers stop together: one left alone would wait for a quorum to shut down cleanly.
  const brokers = servers.filter((name) => name.startsWith('kafka-'));
  for (const name of servers) {
    if (brokers.includes(name)) {
      if (name === brokers[0]) await Promise.all(brokers.map(stopOne));
    } else await stopOne(name);
  }
  if (!only || only.length === 0) rmSync(join(stackDir(), 'ha'), { force: true });
}

async function stopOne(name) {
  const began = Date.now();
  const outcome = await stopProcess(name);
  if (outcome !== 'not running') say(`${name}: ${outcome} (${seconds(Date.now() - began)})`);
  startedHere.delete(name);
}

// ---------- status ----------

/** One entry per component: state running/stopped/external, pid, ports, resident bytes. */
export async function status() {
  const apps = await loadApps().catch(() => []);
  const rows = infraComponents().map((component) => ({
    name: component.name,
    kind: 'infra',
    ports: componentPorts(component),
    ...processState(component.name, component.externalVar),
  }));
  const appNames = new Set([
    ...apps.map((app) => app.name),
    ...pidFileNames().filter((name) => !infraNames.includes(name)),
  ]);
  for (const name of appNames) {
    const app = apps.find((candidate) => candidate.name === name) ?? {};
    const appPort = readyPort(app);
    const state = processState(name);
    const health = state.state === 'running' && app.live ? await liveness(app) : undefined;
    rows.push({ name, kind: 'app', ports: appPort ? [appPort] : [], ...state, ...(health ? { health } : {}) });
  }
  return rows;
}

function processState(name, externalVar) {
  const pid = livePid(name);
  if (pid) return { state: 'running', pid, rssBytes: residentBytes(pid) };
  const external = externalVar && externalUrl(externalVar);
  if (external) return { state: 'external', url: `${externalVar}=${external}`, rssBytes: 0 };
  return { state: 'stopped', rssBytes: 0 };
}

export function printStatus(rows) {
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const parts = [row.name.padEnd(width), row.state.padEnd(8)];
    if (row.state === 'running') parts.push(`pid ${String(row.pid).padEnd(7)}`);
    if (row.ports.length > 0) parts.push(`port ${row.ports.join(',').padEnd(10)}`);
    if (row.state === 'running') parts.push(`rss ${megabytes(row.rssBytes)}`);
    if (row.health) parts.push(row.health);
    if (row.url) parts.push(row.url);
    say(parts.join('  ').trimEnd());
  }
  const total = rows.reduce((sum, row) => sum + row.rssBytes, 0);
  const count = rows.filter((row) => row.state === 'running').length;
  say(`total: ${count} running, rss ${megabytes(total)}`);
}

// ---------- helpers ----------

function relativeLog(name) {
  const log = stackPaths.log(name);
  return log.startsWith(`${repoRoot}/`) ? log.slice(repoRoot.length + 1) : log;
}
