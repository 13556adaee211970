// The ceiling: a bare Fastify handler on this machine serving a fixed JSON body from memory.
// Run as its own process, like the gateway, so both are measured under the same conditions.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.all('/*', async (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
