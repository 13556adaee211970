import { z } from 'zod';

/** An ISO-8601 instant as the API sends it. */
export const dateTime = () => z.string().meta({ format: 'date-time' });

/** `total`, `page` and `limit` of a paged list. */
export const pageFields = { total: z.int(), page: z.int(), limit: z.int() };
