import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResult, PublicUser } from '@streamhub/contracts';
import { sessionStore, TOKEN_KEY, USER_KEY } from '@streamhub/web-kit';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { fetchCurrentUser } from './current-user';

function stateFromStorage(loading: boolean): AuthState {
  const stored = sessionStore.read();
  return { token: stored?.token ?? null, user: stored?.user ?? null, loading };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => stateFromStorage(sessionStore.read() !== null));

  // Storage is the source of truth: the API client clears it on 401 and React follows.
  useEffect(
    () => sessionStore.subscribe(() => setState((prev) => ({ ...stateFromStorage(false), loading: prev.loading }))),
    [],
  );

  useEffect(() => {
    if (!sessionStore.read()) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal)
      .then((user) => sessionStore.updateUser(user))
      .catch(() => {
        if (!controller.signal.aborted) sessionStore.clear();
      })
      .finally(() => {
        if (!controller.signal.aborted) setState((prev) => ({ ...prev, loading: false }));
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((result: AuthResult, remember: boolean) => {
    sessionStore.save(result, remember);
  }, []);
  const signOut = useCallback(() => sessionStore.clear(), []);
  const updateUser = useCallback((user: PublicUser) => sessionStore.updateUser(user), []);
  const replaceSession = useCallback((result: AuthResult) => sessionStore.replace(result), []);

  // Another tab signed in or out: follow it, so a logout applies to every open tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
        setState((prev) => ({ ...stateFromStorage(false), loading: prev.loading }));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signOut, updateUser, replaceSession }),
    [state, signIn, signOut, updateUser, replaceSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
