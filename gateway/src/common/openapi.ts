import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorSchema, apiSuccessSchema, z } from '@streamhub/contracts/schemas';
import type { ApiResult } from './api-result';

/*
 * The OpenAPI document's schemas come from the zod schemas of @streamhub/contracts/schemas: a
 * route names its data schema with @ApiData, request DTOs carry theirs (zod-dto.ts). Shapes with
 * a `meta({ id })` become components, referenced wherever they recur.
 */

type Schema = Record<string, unknown>;

const DATA_EXTENSION = 'x-streamhub-data';
const components: Record<string, Schema> = {};

/**
 * The OpenAPI 3.0 schema of `schema` (as the handler sees it: query values converted); its named
 * shapes are collected as components. Responses stay open to fields they do not list, as clients
 * ignore them; requests list every field they accept.
 */
export function openApiSchema(schema: z.ZodType, use: 'request' | 'response'): Schema {
  const { definitions, ...root } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
  }) as Schema & { definitions?: Record<string, Schema> };
  const fix = (value: Schema): Schema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/'), (key, v: unknown) =>
      use === 'response' && key === 'additionalProperties' && v === false ? undefined : v,
    ) as Schema;
  for (const [name, definition] of Object.entries(definitions ?? {})) components[name] = fix(definition);
  return fix(root);
}

type DataMethod<T> = (...args: never[]) => Promise<ApiResult<T>> | ApiResult<T> | Promise<T> | T;

/**
 * The schema of a route's `data` in its success envelope. Typed: the handler must answer what
 * the schema describes (routes that write the reply themselves answer `void`, unchecked).
 */
export function ApiData<S extends z.ZodType>(schema: S) {
  const decorator = ApiExtension(DATA_EXTENSION, openApiSchema(schema, 'response'));
  return <M extends DataMethod<z.output<S>> | ((...args: never[]) => Promise<void>)>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    decorator(target, key, descriptor);
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Adds the envelopes to every operation of `document` (in place) and returns it: each success is
 * `{ success: true, message, data }` with the route's data schema (open where none is named),
 * every 4xx/5xx the error envelope.
 */
export function withEnvelopeSchemas(document: OpenAPIObject): OpenAPIObject {
  const errorContent = { 'application/json': { schema: openApiSchema(ApiErrorSchema, 'response') } };
  document.components ??= {};
  document.components.schemas = { ...(document.components.schemas ?? {}), ...components } as never;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as (typeof item)[typeof method] & { [DATA_EXTENSION]?: Schema };
      if (!operation) continue;
      const data = operation[DATA_EXTENSION] ?? {};
      delete operation[DATA_EXTENSION];
      const responses = (operation.responses ??= {}) as Record<string, { description: string; content?: unknown }>;
      const successCodes = Object.keys(responses).filter((code) => code.startsWith('2'));
      if (successCodes.length === 0) {
        const code = method === 'post' ? '201' : '200';
        responses[code] = { description: 'Success' };
        successCodes.push(code);
      }
      const success = openApiSchema(apiSuccessSchema(z.any()), 'response');
      (success.properties as Schema).data = data;
      for (const code of successCodes) {
        const response = responses[code]!;
        response.description ||= 'Success';
        response.content ??= { 'application/json': { schema: success } };
      }
      for (const [code, response] of Object.entries(responses)) {
        if (/^[45]/.test(code)) response.content ??= errorContent;
      }
      responses['4XX'] ??= {
        description: 'Bad input, not signed in, not allowed, not found, limits',
        content: errorContent,
      };
      responses['5XX'] ??= { description: 'A service is unavailable or did not answer in time', content: errorContent };
    }
  }
  return document;
}
