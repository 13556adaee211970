// Readiness checks: is a port free, did a server come up, does Kafka answer.
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import kafkajs from 'kafkajs';
import waitOn from 'wait-on';
import { HOST } from './config.mjs';

/** True when something already listens on HOST:port (we try to bind it ourselves). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** wait-on resources for an app's `ready` field: 'http://...' (GET) or 'tcp:host:port'. */
export function readyResource(ready) {
  return ready.replace(/^http(s?):\/\//, 'http$1-get://');
}

/**
 * Resolves when all resources answer, rejects with a short reason on timeout or when the
 * process exits first (no point waiting 90 s for a server that crashed at once).
 */
export async function waitForResources(resources, { timeoutMs, subprocess, companions = new Map() }) {
  const ready = waitOn({
    resources,
    timeout: timeoutMs,
    interval: 200,
    tcpTimeout: 1000,
    httpTimeout: 2000,
    window: 0,
    proxy: false, // always 127.0.0.1: never through an http_proxy from the environment
  });
  const exited = subprocess
    ? subprocess.then((result) => {
        throw new Error(`exited (${result.signal ?? `code ${result.exitCode}`}) before becoming healthy`);
      })
    : new Promise(() => {});
  // A process this one depends on (e.g. a service behind the gateway's health) dying is just as
  // final: say which one at once instead of waiting out the timeout.
  const companionExited = [...companions].map(([name, child]) =>
    child.then((result) => {
      const error = new Error(`cannot become healthy: ${name} exited (${result.signal ?? `code ${result.exitCode}`})`);
      error.companion = name;
      throw error;
    }),
  );
  try {
    await Promise.race([ready, exited, ...companionExited]);
  } catch (error) {
    if (/timed? ?out/i.test(error.message))
      throw new Error(`did not become healthy in ${Math.round(timeoutMs / 1000)}s`);
    throw error;
  } finally {
    ready.catch(() => {}); // the losers of the race must not surface as unhandled rejections
    companionExited.forEach((p) => p.catch(() => {}));
  }
}

/** A Kafka client for health checks: no retries of its own, short timeouts (the callers retry). */
function healthClient(brokers) {
  return new kafkajs.Kafka({
    clientId: 'streamhub-stack-health',
    brokers,
    logLevel: kafkajs.logLevel.NOTHING,
    retry: { retries: 0 },
    connectionTimeout: 2000,
    requestTimeout: 5000,
  });
}

/** Retries an admin listTopics() until the broker answers or the deadline passes. */
export async function waitForKafkaAdmin(brokers, deadline) {
  const kafka = healthClient(brokers);
  let lastError;
  while (Date.now() < deadline) {
    const admin = kafka.admin();
    try {
      await admin.connect();
      await admin.listTopics();
      return;
    } catch (error) {
      lastError = error;
      await sleep(500);
    } finally {
      await admin.disconnect().catch(() => {});
    }
  }
  throw new Error(`did not answer an admin listTopics() in time (${lastError?.message ?? 'no answer'})`);
}

/** Retries until the cluster's metadata lists `count` brokers (HA mode's quorum is whole) or the deadline passes. */
export async function waitForKafkaCluster(brokers, count, deadline) {
  const kafka = healthClient(brokers);
  let last = 'no answer';
  while (Date.now() < deadline) {
    const admin = kafka.admin();
    try {
      await admin.connect();
      const cluster = await admin.describeCluster();
      if (cluster.brokers.length >= count && cluster.controller !== null) return;
      last = `${cluster.brokers.length} of ${count} brokers`;
    } catch (error) {
      last = error.message;
    } finally {
      await admin.disconnect().catch(() => {});
    }
    await sleep(500);
  }
  throw new Error(`did not form a cluster of ${count} brokers in time (${last})`);
}
