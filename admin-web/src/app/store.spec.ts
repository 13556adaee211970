import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@streamhub/contracts';
import { sessionStore } from '@streamhub/web-kit';
import { createStore } from './store';
import { signedIn, signedOut, userVerified } from '../shared/auth/session-slice';
import { redirectTarget } from '../shared/auth/redirect-target';

const admin = { _id: 'a1', name: 'Root', email: 'root@x.io', role: 'admin', isAdmin: true } as PublicUser;

describe('session state', () => {
  it('stores a sign-in, follows a verified profile and clears on sign-out', () => {
    const store = createStore();
    store.dispatch(signedIn({ result: { token: 't1', user: admin }, remember: true }));
    expect(store.getState().session).toEqual({ token: 't1', user: admin, status: 'ready' });
    expect(sessionStore.read()).toEqual({ token: 't1', user: admin });

    store.dispatch(userVerified({ ...admin, name: 'Renamed' }));
    expect(sessionStore.read()?.user?.name).toBe('Renamed');

    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({ token: null, user: null, status: 'ready' });
    expect(sessionStore.read()).toBeNull();
  });

  it('starts in the checking state when a token is stored', () => {
    sessionStore.save({ token: 't2', user: admin }, false);
    expect(createStore().getState().session.status).toBe('checking');
    sessionStore.clear();
    expect(createStore().getState().session.status).toBe('ready');
  });

  it('returns to the admin page the guard came from, else /admin', () => {
    expect(redirectTarget({ from: { pathname: '/admin/users', search: '' } })).toBe('/admin/users');
    expect(redirectTarget({ from: { pathname: '/login' } })).toBe('/admin');
    expect(redirectTarget(undefined)).toBe('/admin');
  });
});
