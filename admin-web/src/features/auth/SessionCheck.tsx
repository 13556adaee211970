import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signedOut, userVerified } from '../../shared/auth/session-slice';
import { authApi } from './auth-api';

/** On start, a stored token is validated with GET /auth/me; on failure the session is cleared. */
export function SessionCheck() {
  const dispatch = useAppDispatch();
  const checking = useAppSelector((state) => state.session.status === 'checking');

  useEffect(() => {
    if (!checking) return;
    const request = dispatch(authApi.endpoints.authMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
    request
      .unwrap()
      .then(({ user }) => dispatch(userVerified(user)))
      .catch(() => dispatch(signedOut()));
  }, [checking, dispatch]);

  return null;
}
