import { describe, expect, it } from 'vitest';
import { SupportMessages } from '@streamhub/contracts';
import { checkQuery, checkReply, isQueryStatus, queryReferenceOf } from './query-rules';

const form = { name: 'Asha', email: 'asha@example.com', subject: 'Billing', message: 'Hello' };

describe('contact form rules', () => {
  it('asks for every field first, then a valid address, then checks lengths', () => {
    expect(checkQuery({ ...form, subject: '   ' })).toEqual({ error: SupportMessages.fillAllFields });
    expect(checkQuery({ ...form, email: 'not-an-email', message: '' })).toEqual({
      error: SupportMessages.fillAllFields,
    });
    expect(checkQuery({ ...form, email: 'asha@example' })).toEqual({ error: SupportMessages.invalidEmail });
    expect(checkQuery({ ...form, email: 'a sha@example.com' })).toEqual({ error: SupportMessages.invalidEmail });
    expect(checkQuery({ ...form, message: 'x'.repeat(5001) })).toEqual({ error: SupportMessages.messageTooLong });
    expect(checkQuery(undefined)).toEqual({ error: SupportMessages.fillAllFields });
  });

  it('trims the fields it accepts', () => {
    expect(checkQuery({ ...form, name: '  Asha  ' })).toEqual(form);
  });

  it('refuses blank replies and knows the four statuses', () => {
    expect(checkReply(' \n\t ')).toEqual({ error: SupportMessages.replyRequired });
    expect(checkReply(42)).toEqual({ error: SupportMessages.replyRequired });
    expect(checkReply(' Done ')).toBe('Done');
    expect(['open', 'in_progress', 'resolved', 'closed'].every(isQueryStatus)).toBe(true);
    expect(isQueryStatus('pending')).toBe(false);
  });

  it('numbers query references SQ-<year>-<6 digits>', () => {
    expect(queryReferenceOf(2026, 42)).toBe('SQ-2026-000042');
  });
});
