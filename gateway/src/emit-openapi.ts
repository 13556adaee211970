import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX } from '@streamhub/contracts';
import { AppModule } from './app.module';
import { openApiDocumentJson } from './common/openapi-document';
import { loadGatewayConfig } from './config';

/*
 * Writes the OpenAPI document to a file without starting anything: the app is created in Nest's
 * preview mode (modules and routes are read, no provider is made, nothing connects), so the build
 * can run it. Usage: node dist/emit-openapi.js <file> (the gateway build writes dist/openapi.json).
 */

/** Settings the config check requires; the document does not depend on them, nothing uses them. */
const PLACEHOLDER_ENV: Record<string, string> = {
  GATEWAY_ROLE: 'all',
  MONGO_URL: 'mongodb://127.0.0.1:1/openapi',
  REDIS_URL: 'redis://127.0.0.1:1',
  KAFKA_BROKERS: '127.0.0.1:1',
  S3_ENDPOINT: 'http://127.0.0.1:1',
  S3_ACCESS_KEY: 'openapi',
  S3_SECRET_KEY: 'openapi-document',
  MEDIA_URL_SECRET: 'openapi-document-only-not-a-secret',
  JWT_SECRET: 'openapi-document-only-not-a-secret',
};

async function emit(file: string): Promise<void> {
  const config = loadGatewayConfig({ ...PLACEHOLDER_ENV, NODE_ENV: 'development' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, openApiDocumentJson(app));
  await app.close();
}

const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: node dist/emit-openapi.js <file>\n');
  process.exit(2);
}
emit(target).catch((error: unknown) => {
  process.stderr.write(`emit-openapi: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
