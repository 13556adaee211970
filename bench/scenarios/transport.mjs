import { fork } from 'node:child_process';
import { createServer } from 'node:net';
import { compare } from '../lib.mjs';

/**
 * The transport alone: one Nest handler that touches no database, called from a bare Fastify
 * route through our Kafka request/reply transport and through Nest's TCP transport (no broker),
 * each against the same route answering directly, at 50 and 200 connections.
 */
export default async function transport({ durationSeconds }) {
  const tcpPort = await freePort();
  const service = await started(fork(new URL('../transport-service.mjs', import.meta.url), [String(tcpPort)], { stdio: 'inherit' }));
  const http = await started(fork(new URL('../transport-http.mjs', import.meta.url), [String(tcpPort)], { stdio: 'inherit' }));
  const baseUrl = `http://127.0.0.1:${http.message.port}`;
  try {
    const results = [];
    for (const connections of [50, 200]) {
      for (const side of ['kafka', 'tcp']) {
        results.push(await compare({ name: `no-db-${side}-${connections}`, side, baseUrl, path: `/${side}`, durationSeconds, connections }));
      }
    }
    return results;
  } finally {
    http.child.kill('SIGTERM');
    service.child.kill('SIGTERM');
  }
}

function started(child) {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, message }));
    child.once('exit', (code) => reject(new Error(`benchmark process exited with ${code}`)));
  });
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen({ port: 0, host: '127.0.0.1' }, done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}
