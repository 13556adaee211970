import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { contactFormError } from './contact-validation';

const form = { name: 'Asha', email: 'asha@example.com', subject: 'Billing', message: 'Hello' };

describe('contact form', () => {
  it('needs all four fields before it looks at the address', () => {
    expect(contactFormError({ ...form, message: '  ' })).toBe(MESSAGES.contactFillAllFields);
    expect(contactFormError({ ...form, email: 'bad', name: '' })).toBe(MESSAGES.contactFillAllFields);
  });

  it('needs a simple address pattern', () => {
    expect(contactFormError({ ...form, email: 'asha@example' })).toBe(MESSAGES.contactInvalidEmail);
    expect(contactFormError({ ...form, email: ' asha@example.com ' })).toBeNull();
    expect(contactFormError(form)).toBeNull();
  });
});
