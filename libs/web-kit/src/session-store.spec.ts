import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@streamhub/contracts';
import { createMemoryStorage, createSessionStore, TOKEN_KEY, USER_KEY } from './session-store';

const user = { _id: 'u1', name: 'A', email: 'a@x.io', role: 'user', isAdmin: false } as PublicUser;

describe('session store', () => {
  it('keeps a remembered session in persistent storage and a plain one in temporary storage', () => {
    const persistent = createMemoryStorage();
    const temporary = createMemoryStorage();
    const store = createSessionStore(persistent, temporary);

    store.save({ token: 't1', user }, true);
    expect(persistent.getItem(TOKEN_KEY)).toBe('t1');
    expect(temporary.getItem(TOKEN_KEY)).toBeNull();

    store.save({ token: 't2', user }, false);
    expect(persistent.getItem(TOKEN_KEY)).toBeNull();
    expect(store.read()).toEqual({ token: 't2', user });
  });

  it('clears token and user from both storages and notifies subscribers', () => {
    const persistent = createMemoryStorage();
    const store = createSessionStore(persistent, createMemoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.save({ token: 't1', user }, true);
    store.clear();
    expect(store.read()).toBeNull();
    expect(persistent.getItem(USER_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a re-issued token in the storage the session already used', () => {
    const persistent = createMemoryStorage();
    const temporary = createMemoryStorage();
    const store = createSessionStore(persistent, temporary);
    store.save({ token: 't1', user }, false);
    store.replace({ token: 't2', user: { ...user, name: 'B' } });
    expect(temporary.getItem(TOKEN_KEY)).toBe('t2');
    expect(persistent.getItem(TOKEN_KEY)).toBeNull();
    expect(store.read()?.user?.name).toBe('B');
  });

  it('does not start a session when replacing after sign-out', () => {
    const store = createSessionStore(createMemoryStorage(), createMemoryStorage());
    store.replace({ token: 't1', user });
    expect(store.read()).toBeNull();
  });

  it('reads a corrupt stored user as no user', () => {
    const persistent = createMemoryStorage();
    persistent.setItem(TOKEN_KEY, 't1');
    persistent.setItem(USER_KEY, '{not json');
    expect(createSessionStore(persistent, createMemoryStorage()).read()).toEqual({ token: 't1', user: null });
  });
});
