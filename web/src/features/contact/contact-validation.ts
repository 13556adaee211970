import { MESSAGES } from '../../shared/messages';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The "simple address pattern" of docs/product.md §5. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with the form (docs/product.md §5 order), or null when it can be sent. */
export function contactFormError(form: ContactForm): string | null {
  if (!form.name.trim() || !form.email.trim() || !form.subject.trim() || !form.message.trim()) {
    return MESSAGES.contactFillAllFields;
  }
  if (!EMAIL.test(form.email.trim())) return MESSAGES.contactInvalidEmail;
  return null;
}
