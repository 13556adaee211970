import { describe, expect, it } from 'vitest';
import { AdminSubscriptionsQuerySchema } from '../billing/schemas';
import { ListUsersQuerySchema } from '../auth/schemas';
import { SearchDialogueQuerySchema, SearchVideosQuerySchema } from '../catalog/schemas';

describe('search text in a query', () => {
  it('drops control characters (a NUL would break the database regex) and trims what is left', () => {
    const q = '\u00dcVmN\u0000\u00b5D$\b\u0093\u0080Z\u00e6M \u000c';
    expect(AdminSubscriptionsQuerySchema.parse({ q }).q).toBe('\u00dcVmN\u00b5D$\u0093\u0080Z\u00e6M');
    expect(ListUsersQuerySchema.parse({ search: ' ann\u0000a ' }).search).toBe('anna');
    expect(SearchVideosQuerySchema.parse({ q: '\u0000horizon\u001f' }).q).toBe('horizon');
  });

  it('treats text of control characters only as not given, and still requires text where it is required', () => {
    expect(AdminSubscriptionsQuerySchema.parse({ q: '\u0000\u0007 ' }).q).toBeUndefined();
    expect(SearchDialogueQuerySchema.safeParse({ q: '\u0000\u0000x' }).success).toBe(false);
    expect(SearchDialogueQuerySchema.parse({ q: 'hi\u0000' }).q).toBe('hi');
  });
});
