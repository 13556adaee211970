import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { signOutEverywhere } from './auth-api';

/**
 * /not-me?code=… — the "this wasn't me" link of an account alert mail: one click signs out every
 * session of the account (the link works once), then the owner signs in and resets the password.
 */
export function NotMePage() {
  const [params] = useSearchParams();
  const { signOut } = useAuth();
  const [state, setState] = useState<{ status: 'ready' | 'busy' | 'done' } | { status: 'failed'; error: string }>({
    status: 'ready',
  });
  const code = params.get('code') ?? '';

  const confirm = async () => {
    setState({ status: 'busy' });
    try {
      await signOutEverywhere(code);
      signOut();
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', error: errorMessage(error) });
    }
  };

  return (
    <section className="page auth-page">
      <h1 className="page-title">{MESSAGES.notMeTitle}</h1>
      {state.status === 'done' ? (
        <>
          <p role="status">{MESSAGES.signedOutEverywhere}</p>
          <Link className="btn btn-primary" to="/forgot-password">
            {MESSAGES.resetPasswordLink}
          </Link>
        </>
      ) : (
        <>
          <p>{MESSAGES.notMeExplained}</p>
          {state.status === 'failed' && (
            <p className="form-error" role="alert">
              {state.error}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={state.status === 'busy' || !code}
            onClick={() => void confirm()}
          >
            {MESSAGES.signOutEverywhere}
          </button>
        </>
      )}
    </section>
  );
}
