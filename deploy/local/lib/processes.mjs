// Detached processes with pid files: spawn, recognise, measure and stop them.
// Each process is its own group leader (detached => setsid), so stopping it also stops
// whatever it forked (e.g. npm -> node, sh -> java).
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { execa } from 'execa';
import { stackPaths } from './config.mjs';
import { StackError } from './output.mjs';

/** Fields of /proc/<pid>/stat after the command name (which may contain spaces). */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // starttime (field 22, ticks since boot) tells a reused pid from ours.
    return { state: fields[0], ppid: Number(fields[1]), pgrp: Number(fields[2]), startTime: fields[19] };
  } catch {
    return undefined;
  }
}

function isRunning(pid) {
  const stat = procStat(pid);
  return Boolean(stat) && stat.state !== 'Z' && stat.state !== 'X';
}

/** Pid file: the pid, then the process start time, so a recycled pid is never taken for ours. */
function readPidFile(name) {
  try {
    const [pid, startTime] = readFileSync(stackPaths.pid(name), 'utf8').trim().split('\n');
    return Number(pid) > 0 ? { pid: Number(pid), startTime } : undefined;
  } catch {
    return undefined;
  }
}

function writePidFile(name, pid) {
  writeFileSync(stackPaths.pid(name), `${pid}\n${procStat(pid)?.startTime ?? ''}\n`);
}

export function removePidFile(name) {
  rmSync(stackPaths.pid(name), { force: true });
}

/** Names that have a pid file in this stack dir (apps removed from apps.mjs included). */
export function pidFileNames() {
  try {
    return readdirSync(stackPaths.pids())
      .filter((file) => file.endsWith('.pid'))
      .map((file) => file.slice(0, -'.pid'.length));
  } catch {
    return [];
  }
}

/** Pid of our live process for this component, or undefined (stale pid files are removed). */
export function livePid(name) {
  const recorded = readPidFile(name);
  if (!recorded) return undefined;
  const stat = procStat(recorded.pid);
  if (isRunning(recorded.pid) && stat.startTime === recorded.startTime) return recorded.pid;
  removePidFile(name);
  return undefined;
}

/**
 * Starts a detached process logging to .stack/logs/<name>.log and records its pid.
 * Returns the execa subprocess (its promise never rejects) so a foreground caller can watch it.
 */
export function spawnDetached(name, { command, args = [], cwd, env = {} }) {
  mkdirSync(stackPaths.logs(), { recursive: true });
  mkdirSync(stackPaths.pids(), { recursive: true });
  const logFd = openSync(stackPaths.log(name), 'a');
  writeFileSync(logFd, `\n--- ${new Date().toISOString()} starting ${command} ${args.join(' ')}\n`);
  try {
    const subprocess = execa(command, args, {
      cwd,
      env,
      detached: true,
      stdin: 'ignore',
      stdout: logFd,
      stderr: logFd,
      reject: false,
      buffer: false,
    });
    if (!subprocess.pid) throw new StackError(`${name}: could not start ${command} (not found or not executable)`);
    writePidFile(name, subprocess.pid);
    subprocess.unref();
    return subprocess;
  } finally {
    closeSync(logFd);
  }
}

/** Runs a command to completion with its output appended to the component's log. */
export async function runLogged(name, command, args, options = {}) {
  mkdirSync(stackPaths.logs(), { recursive: true });
  const logFd = openSync(stackPaths.log(name), 'a');
  try {
    writeFileSync(logFd, `\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
    return await execa(command, args, { ...options, stdin: 'ignore', stdout: logFd, stderr: logFd, reject: false });
  } finally {
    closeSync(logFd);
  }
}

/** All /proc entries as { pid, ppid, pgrp }, skipping zombies. */
function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat && stat.state !== 'Z') table.push({ pid: Number(entry), ...stat });
  }
  return table;
}

function descendantsAndSelf(pid) {
  const table = processTable();
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const proc of table) if (proc.ppid === found[i]) found.push(proc.pid);
  }
  return found;
}

function groupAlive(pgid) {
  return processTable().some((proc) => proc.pgrp === pgid);
}

/** Resident memory in bytes of a process and all its descendants (VmRSS). */
export function residentBytes(pid) {
  let total = 0;
  for (const member of descendantsAndSelf(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // exited while we were reading
    }
  }
  return total;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal); // not a group leader after all
    } catch {
      // already gone
    }
  }
}

async function waitForGroupExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pid) && !isRunning(pid)) return true;
    await sleep(100);
  }
  return false;
}

/** SIGTERM the process group, SIGKILL after the grace period. Returns how it ended. */
export async function stopProcess(name, graceMs = 15000) {
  const pid = livePid(name);
  if (pid === undefined) return 'not running';
  signalGroup(pid, 'SIGTERM');
  let outcome = 'stopped';
  if (!(await waitForGroupExit(pid, graceMs))) {
    signalGroup(pid, 'SIGKILL');
    await waitForGroupExit(pid, 5000);
    outcome = `killed after ${graceMs / 1000}s`;
  }
  removePidFile(name);
  return outcome;
}
