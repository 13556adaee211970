import { useSyncExternalStore } from 'react';
import type { SelectProfileReply, ViewerProfile } from '@streamhub/contracts';
import { sessionStore } from '@streamhub/web-kit';

const KEY = 'streamhub.profile';

/** The profile chosen on this device ("Who's watching?"), for the account that chose it. */
export interface StoredProfile {
  userId: string;
  token: string;
  profile: ViewerProfile;
  /** ISO time until which parental-locked titles play without the PIN, or null. */
  unlockedUntil: string | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredProfile | null } = { raw: null, value: null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): StoredProfile | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.value;
  let value: StoredProfile | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StoredProfile) : null;
    value = parsed && typeof parsed.token === 'string' && typeof parsed.userId === 'string' ? parsed : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const profileStore = {
  /** The active profile of the signed-in account (a profile chosen by another account is ignored). */
  read(): StoredProfile | null {
    const stored = readRaw();
    const userId = sessionStore.read()?.user?._id;
    return stored && userId && stored.userId === userId ? stored : null;
  },
  save(userId: string, reply: SelectProfileReply): void {
    const value: StoredProfile = {
      userId,
      token: reply.profileToken,
      profile: reply.profile,
      unlockedUntil: reply.unlockedUntil,
    };
    storage()?.setItem(KEY, JSON.stringify(value));
    notify();
  },
  /** Keeps the stored profile's settings in step after an edit (the token stays). */
  update(profile: ViewerProfile): void {
    const current = readRaw();
    if (!current || current.profile.id !== profile.id) return;
    storage()?.setItem(KEY, JSON.stringify({ ...current, profile }));
    notify();
  },
  clear(): void {
    storage()?.removeItem(KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    const offSession = sessionStore.subscribe(listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
      offSession();
    };
  },
};

/** The active profile, re-rendering when it changes (here, in another tab, or on sign-out). */
export function useActiveProfile(): StoredProfile | null {
  return useSyncExternalStore(profileStore.subscribe, profileStore.read, () => null);
}
