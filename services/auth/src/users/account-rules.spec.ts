import { describe, expect, it } from 'vitest';
import { ServiceError } from '@streamhub/nest-kit';
import { checkNewAccount, checkProfile } from './account-rules';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ServiceError) return err.message;
    throw err;
  }
  return 'passed';
};

describe('checkNewAccount', () => {
  it('checks the fields in the order of spec §5, then the formats', () => {
    expect(messageOf(() => checkNewAccount({ email: 'bad', mobile: 'x', password: '1' }))).toBe('Name is required');
    expect(messageOf(() => checkNewAccount({ name: 'A', mobile: 'x', password: '1' }))).toBe('Email is required');
    expect(messageOf(() => checkNewAccount({ name: 'A', email: 'bad', password: '1' }))).toBe(
      'Mobile number is required',
    );
    expect(messageOf(() => checkNewAccount({ name: 'A', email: 'bad', mobile: 'x', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageOf(() => checkNewAccount({ name: 'A', email: 'bad', mobile: 'x', password: '123456' }))).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(() => checkNewAccount({ name: 'A', email: 'a@b.co', mobile: 'x', password: '123456' }))).toBe(
      'Please enter a valid mobile number',
    );
  });

  it('normalises the email and accepts 10-15 digit mobiles with an optional +', () => {
    expect(
      checkNewAccount({
        name: ' Asha ',
        email: ' Asha@Example.COM ',
        mobile: '+91 98765-43210',
        password: ' pass word ',
      }),
    ).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '+919876543210',
      password: ' pass word ',
    });
    for (const mobile of ['123456789', '1234567890123456', '++1234567890', '12345abcde']) {
      expect(messageOf(() => checkNewAccount({ name: 'A', email: 'a@b.co', mobile, password: '123456' }))).toBe(
        'Please enter a valid mobile number',
      );
    }
  });

  it('treats values that are not text as missing', () => {
    expect(
      messageOf(() => checkNewAccount({ name: 5, email: 'a@b.co', mobile: '9876543210', password: '123456' })),
    ).toBe('Name is required');
    expect(messageOf(() => checkProfile({ name: 'A', mobile: 9876543210 }))).toBe('Mobile number is required');
  });
});
