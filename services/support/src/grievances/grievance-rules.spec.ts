import { describe, expect, it } from 'vitest';
import { CatalogMessages, GrievanceMessages } from '@streamhub/contracts';
import {
  checkDecision,
  checkGrievance,
  checkRating,
  checkUpdate,
  decisionDueAt,
  indiaYear,
  monthBounds,
  ratingAction,
  referenceOf,
} from './grievance-rules';

const form = { category: 'billing', email: 'asha@example.com', text: 'Charged twice for one plan.' };

describe('grievance rules', () => {
  it("takes the account's address when a signed-in complainant types none; a guest must give one", () => {
    expect(checkGrievance({ ...form, email: ' ' }, 'me@example.com')).toMatchObject({ email: 'me@example.com' });
    expect(checkGrievance({ ...form, email: undefined }, undefined)).toEqual({
      error: GrievanceMessages.emailRequired,
    });
    expect(checkGrievance({ ...form, email: 'asha@example' }, undefined)).toEqual({
      error: GrievanceMessages.invalidEmail,
    });
  });

  it('knows the six categories and bounds the text', () => {
    expect(checkGrievance({ ...form, category: 'content_rating' }, undefined)).toMatchObject({
      category: 'content_rating',
    });
    expect(checkGrievance({ ...form, category: 'rating' }, undefined)).toEqual({
      error: GrievanceMessages.invalidCategory,
    });
    expect(checkGrievance({ ...form, text: '  too short ' }, undefined)).toEqual({
      error: GrievanceMessages.textRequired,
    });
    expect(checkGrievance({ ...form, text: 'x'.repeat(5001) }, undefined)).toEqual({
      error: GrievanceMessages.textTooLong,
    });
    expect(checkGrievance({ ...form, titleId: ' ', name: ' Asha ' }, undefined)).toEqual({ ...form, name: 'Asha' });
  });

  it('needs a decision text; the action defaults to none and must be from the list', () => {
    expect(checkDecision(' ', 'refund')).toEqual({ error: GrievanceMessages.decisionRequired });
    expect(checkDecision('Refunded', undefined)).toEqual({ decision: 'Refunded', action: 'no_action' });
    expect(checkDecision('Refunded', 'cashback')).toEqual({ error: GrievanceMessages.invalidAction });
  });

  it('lets an admin set only under_review or closed, and wants something to change', () => {
    expect(checkUpdate({ status: 'decided' })).toEqual({ error: GrievanceMessages.invalidStatus });
    expect(checkUpdate({})).toEqual({ error: GrievanceMessages.nothingToUpdate });
    expect(checkUpdate({ assignee: ' Desk ', status: 'closed' })).toEqual({ assignee: 'Desk', status: 'closed' });
  });

  it('is due 15 days after filing', () => {
    expect(decisionDueAt(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2026-12-14T10:00:00.000Z');
  });

  it('numbers references by the year in India, six digits', () => {
    // 31 December 19:00 UTC is already 1 January 00:30 in India.
    expect(indiaYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
    expect(indiaYear(new Date('2026-12-31T18:00:00Z'))).toBe(2026);
    expect(referenceOf(2026, 123)).toBe('GRV-2026-000123');
  });

  it('bounds a report month at midnight India time', () => {
    expect(monthBounds('2026-11')).toEqual({
      start: new Date('2026-10-31T18:30:00Z'),
      end: new Date('2026-11-30T18:30:00Z'),
    });
    expect(monthBounds('2026-12').end).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it('checks a rating change and names its action by what moved', () => {
    expect(checkRating({ ageRating: 'u/a 16', contentDescriptors: ['language', 'violence'] })).toEqual({
      ageRating: 'U/A 16+',
      contentDescriptors: ['violence', 'language'],
    });
    expect(checkRating({ ageRating: 'PG', contentDescriptors: [] })).toEqual({
      error: CatalogMessages.invalidAgeRating,
    });
    expect(checkRating({ ageRating: 'A', contentDescriptors: ['gore'] })).toEqual({
      error: CatalogMessages.invalidContentDescriptors,
    });
    const before = { ageRating: 'U/A 13+' as const, contentDescriptors: ['violence' as const] };
    expect(ratingAction(before, { ...before, ageRating: 'A' })).toBe('rating_changed');
    expect(ratingAction(before, { ...before, contentDescriptors: ['violence', 'drugs'] })).toBe('descriptor_changed');
    expect(ratingAction(before, { ...before })).toBeUndefined();
  });
});
