import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { Logger as PinoLogger } from 'nestjs-pino';
import { NestFactory } from '@nestjs/core';
import multipart from '@fastify/multipart';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_PREFIX, REQUEST_ID_HEADER } from '@streamhub/contracts';
import { assertPortFree, ensureTopics, exitWithReason, topicPlan } from '@streamhub/nest-kit';
import { AppModule } from './app.module';
import { requestContext } from './common/request-context';
import { loadGatewayConfig } from './config';
import { UPLOAD_PART_LIMITS } from './media/video-upload';
import { httpDuration } from './metrics/metrics';

async function bootstrap(): Promise<void> {
  const config = loadGatewayConfig();
  await assertPortFree(config.GATEWAY_HOST, config.GATEWAY_PORT);
  await ensureTopics('gateway', config.KAFKA_BROKERS, topicPlan(config.KAFKA_PARTITIONS, config.KAFKA_REPLY_PARTITIONS));

  // Fastify: lower per-request overhead than Express, and streaming multipart for uploads.
  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: 1024 * 1024,
    // Signed media URLs carry their token as one path parameter (about 110 characters).
    maxParamLength: 256,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && given.length > 0 && given.length <= 128 ? given : randomUUID();
      req.headers[REQUEST_ID_HEADER] = id; // so the access log (pino-http) reports the same id
      return id;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoLogger));
  // Streaming multipart: each file part is read as a stream (video-upload.ts), never buffered whole.
  await app.register(multipart, {
    limits: { ...UPLOAD_PART_LIMITS, fileSize: config.UPLOAD_MAX_BYTES },
    throwFileSizeLimit: true,
  });
  app.setGlobalPrefix(API_PREFIX, { exclude: ['metrics'] });
  if (config.CORS_ORIGINS) app.enableCors({ origin: config.CORS_ORIGINS.split(','), credentials: false });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    requestContext.run({ requestId: req.id }, done);
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  const openApi = new DocumentBuilder()
    .setTitle('StreamHub API')
    .setDescription('Public HTTP API of the StreamHub gateway. Every body is wrapped in { success, message, data }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
  });

  app.enableShutdownHooks();
  await app.listen(config.GATEWAY_PORT, config.GATEWAY_HOST);
  new Logger('gateway').log(`listening on http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/${API_PREFIX}`);
}

bootstrap().catch((err: unknown) => exitWithReason('gateway', err));
