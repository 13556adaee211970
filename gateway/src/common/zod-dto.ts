import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { RequestOf, z } from '@streamhub/contracts/schemas';
import { openApiSchema } from './openapi';

/*
 * Request DTOs are classes made from the zod schemas of @streamhub/contracts/schemas: the class is
 * what Nest and @nestjs/swagger see (parameter metatype, body and query documentation), the schema
 * is what ZodValidationPipe checks the request with.
 */

type Schema = Record<string, unknown>;

/**
 * What a handler receives. `null` passes a field's check as "not given" (as class-validator's
 * IsOptional did) and reaches the service as sent; the domain request types leave it out.
 */
export type DtoOf<S extends z.ZodType> = RequestOf<S>;

export interface ZodDtoClass<S extends z.ZodObject = z.ZodObject> {
  new (): DtoOf<S>;
  readonly schema: S;
}

/** The classes zodDto made (a DTO extends one, or one of their subclasses). */
const dtoBases = new WeakSet<object>();

/** Request schemas documented under the DTO class's name (filled as @nestjs/swagger reads them). */
const documented = new Map<string, z.ZodObject>();

/** A DTO class for `schema`: `export class SignupDto extends zodDto(SignupBodySchema) {}`. */
export function zodDto<S extends z.ZodObject>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly schema = schema;

    /** @nestjs/swagger reads a class's properties from this (as from its CLI plugin's output). */
    static _OPENAPI_METADATA_FACTORY(this: { name: string }): Record<string, Schema> {
      documented.set(this.name, schema);
      const json = openApiSchema(schema, 'request');
      const required = new Set((json.required as string[] | undefined) ?? []);
      const properties = (json.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, { ...property, required: required.has(key) }]),
      );
    }
  }
  dtoBases.add(ZodDto);
  return ZodDto as unknown as ZodDtoClass<S>;
}

/**
 * Documents the request bodies exactly as their schemas say (that unknown fields are refused
 * included), over what @nestjs/swagger made of their properties; in place, returns `document`.
 */
export function withRequestSchemas(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  const schemas = (document.components.schemas ??= {}) as Record<string, Schema>;
  for (const [name, schema] of documented) if (schemas[name]) schemas[name] = openApiSchema(schema, 'request');
  return document;
}

function isZodDto(metatype: unknown): metatype is ZodDtoClass {
  for (let type = metatype; typeof type === 'function'; type = Object.getPrototypeOf(type) as unknown) {
    if (dtoBases.has(type)) return true;
  }
  return false;
}

/**
 * Checks bodies and queries whose parameter type is a zod DTO; answers 400 with the first thing
 * to fix: an unknown field first, then the fields in their schema's order.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom' || !isZodDto(metadata.metatype)) return value;
    const result = metadata.metatype.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException(firstMessage(result.error));
  }
}

function firstMessage(error: z.ZodError): string {
  const unknown = error.issues.find((issue) => issue.code === 'unrecognized_keys' && issue.path.length === 0);
  if (unknown?.code === 'unrecognized_keys') return `property ${unknown.keys[0]} should not exist`;
  return error.issues[0]?.message ?? 'Bad request';
}
