import { fork } from 'node:child_process';
import { freePort } from './lib.mjs';

/**
 * Starts the transport benchmark's service (Kafka + TCP) and its HTTP caller with `patterns`
 * request/reply patterns; `fetch` sets both sides' fetch minBytes / maxWaitTimeInMs. Resolves to
 * { baseUrl, pids: { caller, service }, stop }.
 */
export async function startTransportBench(patterns, fetch = {}) {
  const tcpPort = await freePort();
  const args = [String(tcpPort), String(patterns)];
  const env = {
    ...process.env,
    ...(fetch.minBytes ? { BENCH_FETCH_MIN_BYTES: String(fetch.minBytes) } : {}),
    ...(fetch.maxWaitMs ? { BENCH_FETCH_MAX_WAIT_MS: String(fetch.maxWaitMs) } : {}),
  };
  const options = { stdio: 'inherit', env };
  const service = await started(fork(new URL('./transport-service.mjs', import.meta.url), args, options));
  try {
    const http = await started(fork(new URL('./transport-http.mjs', import.meta.url), args, options));
    return {
      baseUrl: `http://127.0.0.1:${http.message.port}`,
      pids: { caller: http.child.pid, service: service.child.pid },
      stop: async () => {
        await stopped(http.child);
        await stopped(service.child);
      },
    };
  } catch (err) {
    await stopped(service.child);
    throw err;
  }
}

function started(child) {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, message }));
    child.once('exit', (code) => reject(new Error(`benchmark process exited with ${code}`)));
  });
}

function stopped(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
