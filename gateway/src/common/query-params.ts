import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** How a raw query value becomes the value that is validated (each DTO file keeps its own rules). */
export type QueryConversion = (params: { value: unknown }) => unknown;

/*
 * Composed decorators for optional query parameters. applyDecorators applies them in the order
 * listed, so they are listed innermost first: class-validator checks in that order and the
 * validation pipe stops at the first failure, so the order decides which message is shown.
 */

/** An optional number between `min` and `max`, with one message for every way it can be wrong. */
export function OptionalNumberParam(options: {
  convert: QueryConversion;
  message: string;
  min: number;
  max?: number;
  /** Whole numbers only (the default). */
  integer?: boolean;
  api?: ApiPropertyOptions;
}): PropertyDecorator {
  const { convert, message, min, max, integer = true, api } = options;
  return applyDecorators(
    Transform(convert),
    integer ? IsInt({ message }) : IsNumber({}, { message }),
    Min(min, { message }),
    ...(max === undefined ? [] : [Max(max, { message })]),
    IsOptional(),
    ApiPropertyOptional(api),
  );
}

/** `page` of a paged list: a whole number from 1 to 100,000 (beyond any list; keeps skip arithmetic exact). */
export const PageParam = (convert: QueryConversion): PropertyDecorator =>
  OptionalNumberParam({
    convert,
    message: 'page must be a whole number between 1 and 100000',
    min: 1,
    max: 100_000,
    api: { default: 1, maximum: 100_000 },
  });

/** `limit` of a paged list: a whole number from 1 to 100. */
export const LimitParam = (convert: QueryConversion, defaultLimit: number): PropertyDecorator =>
  OptionalNumberParam({
    convert,
    message: 'limit must be a whole number between 1 and 100',
    min: 1,
    max: 100,
    api: { default: defaultLimit, maximum: 100 },
  });

/** Optional text of at most `maxLength` characters; `label` starts both messages. */
export function OptionalTextParam(options: {
  convert: QueryConversion;
  label: string;
  maxLength: number;
  api?: ApiPropertyOptions;
}): PropertyDecorator {
  const { convert, label, maxLength, api } = options;
  return applyDecorators(
    Transform(convert),
    IsString({ message: `${label} must be text` }),
    MaxLength(maxLength, { message: `${label} must be at most ${maxLength} characters` }),
    IsOptional(),
    ApiPropertyOptional(api),
  );
}

/** An optional value from a fixed list. */
export function OptionalChoiceParam(options: {
  convert: QueryConversion;
  values: readonly unknown[];
  message: string;
  api?: ApiPropertyOptions;
}): PropertyDecorator {
  const { convert, values, message, api } = options;
  return applyDecorators(
    Transform(convert),
    IsIn([...values], { message }),
    IsOptional(),
    ApiPropertyOptional({ enum: [...values], ...api } as ApiPropertyOptions),
  );
}
