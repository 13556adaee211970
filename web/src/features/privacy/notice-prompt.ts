import { useSyncExternalStore } from 'react';

/*
 * "Agree to the new privacy notice", asked right after a sign-in whose reply says
 * `privacy.consentNeeded` (docs/privacy.md, "A new notice version"). Kept for the browser tab's
 * session, so a reload still asks; agreeing or "Later" ends it (the Privacy tab keeps its banner).
 */
const KEY = 'streamhub.notice-prompt';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(asked: boolean): void {
  try {
    if (asked) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the Privacy tab's banner still asks
  }
  for (const listener of listeners) listener();
}

/** After a sign-in: ask when the account has not agreed to the notice in force. */
export function askForNoticeIf(consentNeeded: boolean | undefined): void {
  write(consentNeeded === true);
}

export function closeNoticePrompt(): void {
  write(false);
}

export function useNoticePrompt(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
