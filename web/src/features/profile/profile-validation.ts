import { MESSAGES } from '../../shared/messages';

/** Name and mobile of the profile form, checked like signup's, or null when it may be saved. */
export function profileError(name: string, mobile: string): string | null {
  if (!name.trim()) return MESSAGES.nameRequired;
  if (!mobile.trim()) return MESSAGES.mobileRequired;
  return null;
}
