import { z } from 'zod';

/*
 * Query parameters arrive as text (or a list, when repeated): each is converted before it is
 * checked, the same way for every route of a module, and one message names what is wrong.
 */

/** How a raw query value becomes the value that is checked. */
export type QueryConversion = (value: unknown) => unknown;

export const QueryConversions = {
  /** Text trimmed; an empty value means "not given". */
  trimmed: ((value) => {
    const v = typeof value === 'string' ? value.trim() : value;
    return v === '' ? undefined : v;
  }) as QueryConversion,
  /**
   * Search text: control characters removed (a database regex refuses a NUL; none of them can be
   * typed into a search box), then trimmed; an empty value means "not given".
   */
  searchText: ((value) => {
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    const v = typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, '').trim() : value;
    return v === '' ? undefined : v;
  }) as QueryConversion,
  lowerCased: ((value) =>
    typeof value === 'string' ? value.trim().toLowerCase() || undefined : value) as QueryConversion,
  upperCased: ((value) =>
    typeof value === 'string' ? value.trim().toUpperCase() || undefined : value) as QueryConversion,
  /** A number from its text; an empty value means "not given" (blank text is 0). */
  number: ((value) =>
    value === '' || value === undefined
      ? undefined
      : typeof value === 'string'
        ? Number(value)
        : value) as QueryConversion,
  /** A number from its text; blank text means "not given" too. */
  numberOrBlank: ((value) => {
    const v = typeof value === 'string' ? value.trim() : value;
    return v === '' ? undefined : typeof v === 'string' ? Number(v) : v;
  }) as QueryConversion,
} as const;

/** An optional number between `min` and `max`, with one message for every way it can be wrong. */
export function queryNumber(
  convert: QueryConversion,
  options: { message: string; min: number; max?: number; integer?: boolean },
) {
  const { message, min, max, integer = true } = options;
  const base = (integer ? z.int({ error: message }) : z.number({ error: message })).min(min, { error: message });
  return z.preprocess(convert, (max === undefined ? base : base.max(max, { error: message })).optional());
}

/** `page` of a paged list: a whole number from 1 to 100,000 (beyond any list; keeps skip arithmetic exact). */
export const pageParam = (convert: QueryConversion) =>
  queryNumber(convert, { message: 'page must be a whole number between 1 and 100000', min: 1, max: 100_000 }).meta({
    default: 1,
  });

/** `limit` of a paged list: a whole number from 1 to 100. */
export const limitParam = (convert: QueryConversion, defaultLimit: number) =>
  queryNumber(convert, { message: 'limit must be a whole number between 1 and 100', min: 1, max: 100 }).meta({
    default: defaultLimit,
  });

/** Optional text of at most `maxLength` characters; `label` starts both messages. */
export const queryText = (convert: QueryConversion, label: string, maxLength: number) =>
  z.preprocess(
    convert,
    z
      .string({ error: `${label} must be text` })
      .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
      .optional(),
  );

/** An optional value from a fixed list. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(
  convert: QueryConversion,
  values: T,
  message: string,
) => z.preprocess(convert, z.enum(values, { error: message }).optional());

/** Free search text of at most `maxLength` characters (see `QueryConversions.searchText`). */
export const searchQuery = (label: string, maxLength: number) =>
  queryText(QueryConversions.searchText, label, maxLength);
