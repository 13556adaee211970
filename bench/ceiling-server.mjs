// The ceiling: a bare Fastify handler on this machine serving a fixed JSON body from memory.
// Run as its own process, like the gateway, so both are measured under the same conditions.
// Clients that accept gzip get the same body compressed once up front, as the best a server can do.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const [bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const gzipped = gzipSync(body);
const app = Fastify({ logger: false });
app.all('/*', async (req, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8');
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(gzipped);
  return reply.send(body);
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
