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
    const request = dispatch(
      authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    request
      .unwrap()
      .then((user) => dispatch(user ? userVerified(user) : signedOut()))
      .catch(() => dispatch(signedOut()));
  }, [checking, dispatch]);

  return null;
}
