import { MESSAGES } from '../../shared/messages';

export interface CreateAdminForm {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** The signup rules of docs/product.md §5 (the form has no confirmation field), first failure only. */
export function createAdminError(form: CreateAdminForm): string | null {
  if (!form.name.trim()) return MESSAGES.nameRequired;
  if (!form.email.trim()) return MESSAGES.emailRequired;
  if (!form.mobile.trim()) return MESSAGES.mobileRequired;
  if (form.password.length < 6) return MESSAGES.passwordTooShort;
  return null;
}
