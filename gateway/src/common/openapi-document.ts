import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { withEnvelopeSchemas } from './openapi';
import { withRequestSchemas } from './zod-dto';

/**
 * The API's OpenAPI document, made from the routes of `app` and the zod schemas they name: the
 * gateway serves it at /api/v1/docs-json, and the build writes it to a file (emit-openapi.ts) that
 * the web and admin clients are generated from (docs/architecture.md, "Clients").
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('StreamHub API')
    .setDescription('Public HTTP API of the StreamHub gateway. Every body is wrapped in { success, message, data }.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  return withRequestSchemas(withEnvelopeSchemas(SwaggerModule.createDocument(app, info)));
}

/** The document as the file the clients are generated from (2-space JSON, one trailing newline). */
export function openApiDocumentJson(app: INestApplication): string {
  return `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
}
