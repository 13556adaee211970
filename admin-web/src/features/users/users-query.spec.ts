import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { formatDate, isSelf, usersQueryParams } from './users-query';
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
