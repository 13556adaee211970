import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { pageCount } from '../../shared/paging';
import { formatDate, isSelf, pageItems, rangeLabel, usersQueryParams } from './users-query';
import { createAdminError } from './create-admin-validation';

describe('users list query', () => {
  it('sends page and limit always, and only the filters that narrow the list', () => {
    expect(usersQueryParams({ search: '  ', status: 'all', role: 'all', page: 1 })).toEqual({ page: 1, limit: 20 });
    expect(usersQueryParams({ search: ' asha ', status: 'inactive', role: 'admin', page: 3, limit: 10 })).toEqual({
      page: 3,
      limit: 10,
      search: 'asha',
      status: 'inactive',
      role: 'admin',
    });
  });

  it('never asks for a page below 1', () => {
    expect(usersQueryParams({ search: '', status: 'all', role: 'all', page: 0 }).page).toBe(1);
  });
});

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('labels the visible range', () => {
    expect(rangeLabel(1, 20, 0)).toBe('No users');
    expect(rangeLabel(1, 20, 1)).toBe('Showing 1–1 of 1 user');
    expect(rangeLabel(2, 20, 57)).toBe('Showing 21–40 of 57 users');
  });

  it('shows the first, last and nearby pages with gaps between', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});

describe('user rows', () => {
  it('formats the joined date as short month, day, year, or N/A', () => {
    expect(formatDate('2025-03-07T10:00:00.000Z')).toBe('Mar 7, 2025');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it('recognises the signed-in admin’s own row', () => {
    expect(isSelf({ _id: 'a1' }, 'a1')).toBe(true);
    expect(isSelf({ _id: 'a1' }, 'b2')).toBe(false);
    expect(isSelf({ _id: 'a1' }, undefined)).toBe(false);
  });
});

describe('create admin form', () => {
  const valid = { name: 'Root', email: 'root@x.io', mobile: '9876543210', password: 'secret1' };

  it('checks name, email, mobile, then password length', () => {
    expect(createAdminError({ name: ' ', email: '', mobile: '', password: '' })).toBe(MESSAGES.nameRequired);
    expect(createAdminError({ ...valid, email: ' ' })).toBe(MESSAGES.emailRequired);
    expect(createAdminError({ ...valid, mobile: '' })).toBe(MESSAGES.mobileRequired);
    expect(createAdminError({ ...valid, password: '12345' })).toBe(MESSAGES.passwordTooShort);
    expect(createAdminError(valid)).toBeNull();
  });
});
