import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Clients that hold connections without finishing their requests (slowloris and friends):
 * - headers must all arrive within `headersTimeoutMs` (Node answers 408 through clientErrorHandler;
 *   its check runs every second instead of every 30 s);
 * - a request body that stops arriving for `bodyIdleMs` is answered 408 and the connection closed
 *   (a slow but moving upload is not: only silence counts, so big uploads are not cut off);
 * - each client address may hold at most `maxPerClient` connections at once; more are answered 429
 *   and closed. Our own proxies (TRUSTED_PROXIES: the web apps' servers, the Ingress) are exempt:
 *   their clients are limited where they connect (the Ingress's limit-connections).
 */
export interface SlowClientLimits {
  headersTimeoutMs: number;
  bodyIdleMs: number;
  maxPerClient: number;
}

/** Options of Node's http.createServer (Fastify's `http` option). */
export function httpServerOptions(limits: SlowClientLimits): {
  headersTimeout: number;
  connectionsCheckingInterval: number;
} {
  return { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1_000 };
}

const rawAnswer = (status: number, label: string, message: string): string => {
  const body = JSON.stringify({
    success: false,
    statusCode: status,
    code: status === 408 ? 'REQUEST_TIMEOUT' : 'RATE_LIMITED',
    message,
  });
  return (
    `HTTP/1.1 ${status} ${label}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

export const SlowClientMessages = {
  bodyTimeout: 'The request body stopped arriving',
  tooManyConnections: 'Too many connections from this address',
} as const;

/** Answers 408 and closes the connection when a request's body stops arriving for `bodyIdleMs`. */
export function registerBodyIdleTimeout(fastify: FastifyInstance, bodyIdleMs: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) {
      done();
      return;
    }
    const socket = raw.socket;
    const onIdle = () => {
      clear();
      if (raw.complete) return;
      if (!reply.raw.headersSent && socket.writable) {
        socket.end(rawAnswer(408, 'Request Timeout', SlowClientMessages.bodyTimeout));
        setTimeout(() => socket.destroy(), 1_000).unref();
      } else {
        socket.destroy();
      }
    };
    const clear = () => {
      socket.setTimeout(0);
      raw.removeListener('timeout', onIdle);
      raw.removeListener('end', clear);
      reply.raw.removeListener('finish', clear);
      reply.raw.removeListener('close', clear);
    };
    // Node's server destroys a timed-out socket without a word unless the request handles the
    // event: listening on the request lets the 408 go out first.
    socket.setTimeout(bodyIdleMs);
    raw.on('timeout', onIdle);
    raw.once('end', clear);
    reply.raw.once('finish', clear);
    reply.raw.once('close', clear);
    done();
  });
}

/** The addresses of our own proxies (IPs or CIDRs), exempt from the per-client cap. */
export function trustedAddresses(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : undefined;
    if (!type) continue;
    if (prefix === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(prefix), type);
  }
  return trusted;
}

/** Caps the connections each client address holds at once (see SlowClientLimits). */
export function capConnectionsPerClient(server: Server, maxPerClient: number, trusted: BlockList): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    if (trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(plain) ?? 0) + 1;
    if (count > maxPerClient) {
      socket.end(rawAnswer(429, 'Too Many Requests', SlowClientMessages.tooManyConnections));
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    open.set(plain, count);
    socket.once('close', () => {
      const left = (open.get(plain) ?? 1) - 1;
      if (left <= 0) open.delete(plain);
      else open.set(plain, left);
    });
  });
}
