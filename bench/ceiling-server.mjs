// The ceiling: a bare Fastify handler on this machine serving a fixed JSON body from memory.
// Run as its own process, like the gateway, so both are measured under the same conditions.
// Clients that accept brotli or gzip get the same body compressed once up front, as the best a
// server can do, with the gateway's settings (its response cache: brotli quality 5, text mode;
// gzip's default level), so both sides send the same bytes.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const [bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const gzipped = gzipSync(body);
const brotli = brotliCompressSync(body, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const app = Fastify({ logger: false });
app.all('/*', async (req, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8');
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipped);
  return reply.send(body);
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
