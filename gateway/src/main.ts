import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { Logger as PinoLogger } from 'nestjs-pino';
import { NestFactory } from '@nestjs/core';
import multipart from '@fastify/multipart';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX, REQUEST_ID_HEADER } from '@streamhub/contracts';
import { assertPortFree, ensureTopics, exitWithReason, topicPlan } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { clientErrorHandler, frameworkErrors, registerJsonBodyParser } from './common/http-hardening';
import { buildOpenApiDocument } from './common/openapi-document';
import { staleHeaders } from './common/last-good';
import { requestContext } from './common/request-context';
import {
  capConnectionsPerClient,
  httpServerOptions,
  registerBodyIdleTimeout,
  trustedAddresses,
} from './common/slow-clients';
import { frontDoor, requestIdOf } from './common/front-door';
import { registeredRoutes } from './common/route-methods';
import { documentSecurityHeaders, isDocsPage, securityHeaders } from './common/security-headers';
import { loadGatewayConfig } from './config';
import { UPLOAD_PART_LIMITS } from './media/video-upload';
import { httpDuration, httpResponseBytes, startMetricsServer } from './metrics/metrics';

async function bootstrap(): Promise<void> {
  const config = loadGatewayConfig();
  const slowClients = {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    bodyIdleMs: config.BODY_IDLE_TIMEOUT_MS,
    maxPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
  };
  await assertPortFree(config.GATEWAY_HOST, config.GATEWAY_PORT);
  await ensureTopics(
    'gateway',
    config.KAFKA_BROKERS,
    topicPlan(config.KAFKA_PARTITIONS, config.KAFKA_REPLY_PARTITIONS),
  );

  // Fastify: lower per-request overhead than Express, and streaming multipart for uploads.
  const adapter = new FastifyAdapter({
    logger: false,
    // Well below the broker's 1 MiB message limit, so a body that passes here also fits in Kafka.
    // (Uploads are multipart and streamed to MinIO: their limits are the multipart ones below.)
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Signed media URLs carry their token as one path parameter (about 110 characters).
    routerOptions: { maxParamLength: 500 },
    // request.ip is the client's address; X-Forwarded-For counts only when the peer is one of ours.
    trustProxy: trustedProxies(config.TRUSTED_PROXIES),
    frameworkErrors,
    clientErrorHandler,
    // Slow clients: headers within HEADERS_TIMEOUT_MS (408 after), checked every second.
    http: httpServerOptions(slowClients),
    genReqId: requestIdOf,
    // Node's server as Fastify would build it, with the front door (cached lists) ahead of Fastify.
    serverFactory: frontDoor.serverFactory,
  });
  registeredRoutes.attach(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Ours below: JSON with limits on keys, depth and string length; it keeps the bytes as received
    // in request.rawBody too, since payment webhook signatures are over them.
    bodyParser: false,
  });
  app.useLogger(app.get(PinoLogger));
  // Streaming multipart: each file part is read as a stream (video-upload.ts), never buffered whole.
  await app.register(multipart, {
    limits: { ...UPLOAD_PART_LIMITS, fileSize: config.UPLOAD_MAX_BYTES },
    throwFileSizeLimit: true,
  });
  app.setGlobalPrefix(API_PREFIX);
  if (config.CORS_ORIGINS) app.enableCors({ origin: config.CORS_ORIGINS.split(','), credentials: false });

  const fastify = app.getHttpAdapter().getInstance();
  const security = Object.entries(securityHeaders({ hsts: config.HSTS }));
  const documentSecurity = Object.entries(documentSecurityHeaders({ hsts: config.HSTS }));
  fastify.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isDocsPage(req.url) ? documentSecurity : security) reply.raw.setHeader(name, value);
    done();
  });
  registerJsonBodyParser(fastify);
  registerBodyIdleTimeout(fastify, slowClients.bodyIdleMs);
  capConnectionsPerClient(fastify.server, slowClients.maxPerClient, trustedAddresses(config.TRUSTED_PROXIES));
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    requestContext.run({ requestId: req.id, clientAddress: req.ip }, done);
  });
  // An answer built (in part) from a last good copy while a service could not be reached says so.
  fastify.addHook('onSend', (_req, reply, payload, done) => {
    const ageMs = requestContext.getStore()?.staleAgeMs;
    if (ageMs !== undefined) for (const [name, value] of staleHeaders(ageMs)) void reply.header(name, value);
    done(null, payload);
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const bytes = Number(reply.getHeader('content-length'));
    if (bytes > 0) httpResponseBytes.inc({ route }, bytes);
    done();
  });

  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
  });

  app.enableShutdownHooks();
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  await startMetricsServer(config.METRICS_HOST, config.METRICS_PORT);
  new Logger('gateway').log(`listening on http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/${API_PREFIX}`);
}

function trustedProxies(list: string): string[] | false {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries : false;
}

bootstrap().catch((err: unknown) => exitWithReason('gateway', err));
