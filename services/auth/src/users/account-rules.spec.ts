import { describe, expect, it } from 'vitest';
import { ServiceError } from '@streamhub/nest-kit';
import { checkNewAccount, checkProfile, isValidEmail } from './account-rules';

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
  it('checks the fields in the order of docs/product.md §5, then the formats', () => {
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

describe('isValidEmail', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const good of ['asha@example.com', 'a.b+c@mail.example.co.in', 'x@y.io'])
      expect(isValidEmail(good)).toBe(true);
    for (const bad of [
      '',
      'asha',
      'asha@',
      '@example.com',
      'a@b@c.com',
      'asha@example',
      'asha@.com',
      'asha@example.',
      'a sha@example.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters or with a local part over 64', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(250)}.com`)).toBe(false);
  });

  it('answers hostile inputs full of dots without backtracking', () => {
    // A pattern with adjacent greedy runs took 2.4 s on 32,000 such characters and grows with the
    // square of the length, so 100,000 would run past the test timeout; linear checks take
    // microseconds. Nothing here asserts a time: a quadratic check again would hit the timeout.
    expect(isValidEmail(`a@${'.'.repeat(100_000)}@`)).toBe(false);
    expect(isValidEmail(`a@${'a.'.repeat(50_000)} `)).toBe(false);
  });
});
