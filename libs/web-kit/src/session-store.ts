import type { AuthResult, PublicUser } from '@streamhub/contracts';

/** Storage keys of both web apps, so each reads a session the other saved the same way. */
export const TOKEN_KEY = 'streamhub.token';
export const USER_KEY = 'streamhub.user';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  token: string;
  user: PublicUser | null;
}

export interface SessionStore {
  read(): StoredSession | null;
  /** remember = true keeps the session across browser restarts (localStorage). */
  save(result: AuthResult, remember: boolean): void;
  updateUser(user: PublicUser): void;
  /** A fresh token for the same session (password change): kept where the old one was. */
  replace(result: AuthResult): void;
  clear(): void;
  /** Called after every save, update or clear, so React state can follow storage. */
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(persistent: KeyValueStorage, temporary: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const holder = (): KeyValueStorage | null => {
    if (persistent.getItem(TOKEN_KEY)) return persistent;
    if (temporary.getItem(TOKEN_KEY)) return temporary;
    return null;
  };

  const parseUser = (raw: string | null): PublicUser | null => {
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'object' && value !== null ? (value as PublicUser) : null;
    } catch {
      return null;
    }
  };

  const removeAll = () => {
    for (const storage of [persistent, temporary]) {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
  };

  return {
    read() {
      const storage = holder();
      const token = storage?.getItem(TOKEN_KEY);
      if (!storage || !token) return null;
      return { token, user: parseUser(storage.getItem(USER_KEY)) };
    },
    save({ token, user }, remember) {
      removeAll();
      const storage = remember ? persistent : temporary;
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(user));
      notify();
    },
    updateUser(user) {
      const storage = holder();
      if (!storage) return;
      storage.setItem(USER_KEY, JSON.stringify(user));
      notify();
    },
    replace(result) {
      const storage = holder();
      if (!storage) return;
      storage.setItem(TOKEN_KEY, result.token);
      storage.setItem(USER_KEY, JSON.stringify(result.user));
      notify();
    },
    clear() {
      removeAll();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** In-memory storage, used when the browser refuses storage access and in unit tests. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window[kind]) return window[kind];
  } catch {
    // Storage access can throw (privacy settings); fall back to memory for this tab.
  }
  return createMemoryStorage();
}

export const sessionStore = createSessionStore(browserStorage('localStorage'), browserStorage('sessionStorage'));
