import { describe, expect, it } from 'vitest';
import type { ProfileDoc } from '../households/household.schema';
import { accountLanguageOf } from './mail-language';
import { codeMailOf } from './templates';

const profile = (id: string, language: ProfileDoc['language']) => ({ id, language }) as ProfileDoc;

describe('the account’s language', () => {
  it('is the holder’s own profile’s, whatever the order of the profiles', () => {
    expect(accountLanguageOf({ userId: 'u1', profiles: [profile('p2', 'ta'), profile('u1', 'hi')] })).toBe('hi');
  });

  it('is the first profile’s when the holder has none of its own, and English without any', () => {
    expect(accountLanguageOf({ userId: 'u1', profiles: [profile('p2', 'bn'), profile('p3', 'ml')] })).toBe('bn');
    expect(accountLanguageOf({ userId: 'u1', profiles: [] })).toBe('en');
    expect(accountLanguageOf(null)).toBe('en');
  });
});

describe('codeMailOf', () => {
  it('takes the subject and intro of its kind, in the language asked for', () => {
    const reset = codeMailOf('reset', 'a@example.com', 'Asha', '123456', 600, 'hi');
    expect(reset.subject).toBe('आपका StreamHub पासवर्ड रीसेट कोड');
    expect(reset.text).toContain('नया StreamHub पासवर्ड सेट करने के लिए यह कोड इस्तेमाल करें:');
    expect(reset.text).toContain('यह कोड 10 मिनट में समाप्त हो जाएगा');
    const signup = codeMailOf('signup', 'a@example.com', 'Asha', '123456', 61);
    expect(signup.subject).toBe('Your StreamHub verification code');
    expect(signup.text).toBe(
      'Hi Asha,\n\nUse this code to finish creating your StreamHub account:\n\n123456\n\n' +
        'The code expires in 2 minutes. If you did not ask for it, you can ignore this email.\n\nStreamHub',
    );
  });
});
