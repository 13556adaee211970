import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import QRCode from 'qrcode';
import type { DeviceCodeReply } from '@streamhub/contracts';
import { ApiRequestError, errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { pollDeviceToken, startDeviceSignIn } from './device-grant-api';
import './devices.css';

type TvState =
  | { status: 'starting' }
  | { status: 'showing'; code: DeviceCodeReply; qr: string }
  | { status: 'declined' }
  | { status: 'failed'; error: string };

/**
 * /tv — sign in on a TV without typing: shows a short code and a QR code of /activate?code=…; a
 * signed-in phone approves it, and the TV lands on "Who's watching?". Polls at the server's interval
 * (5 s more after a slow_down, RFC 8628 §3.5) and fetches a new code by itself when one expires.
 */
export function TvSignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<TvState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (seconds: number, next: () => void) => {
      timer = setTimeout(next, seconds * 1000);
    };
    const poll = (code: DeviceCodeReply, interval: number) => {
      wait(interval, () => {
        if (stopped) return;
        pollDeviceToken(code.deviceCode).then(
          (session) => {
            if (stopped) return;
            signIn({ token: session.token, user: session.user }, true);
            void navigate('/profiles', { replace: true });
          },
          (error: unknown) => {
            if (stopped) return;
            const reason = error instanceof ApiRequestError ? error.code : null;
            if (reason === 'authorization_pending') poll(code, interval);
            else if (reason === 'slow_down') poll(code, interval + 5);
            else if (reason === 'expired_token') setAttempt((n) => n + 1);
            else if (reason === 'access_denied') setState({ status: 'declined' });
            else setState({ status: 'failed', error: errorMessage(error) });
          },
        );
      });
    };
    setState({ status: 'starting' });
    startDeviceSignIn(MESSAGES.tvDeviceName)
      .then(async (code) => {
        const qr = await QRCode.toString(code.verificationUriComplete, { type: 'svg', margin: 1 });
        if (stopped) return;
        setState({ status: 'showing', code, qr });
        poll(code, code.interval);
      })
      .catch((error: unknown) => {
        if (!stopped) setState({ status: 'failed', error: errorMessage(error) });
      });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [attempt, navigate, signIn]);

  return (
    <section className="page tv-page">
      <h1 className="page-title">{MESSAGES.tvTitle}</h1>
      {state.status === 'starting' && <p role="status">{MESSAGES.tvGettingCode}</p>}
      {state.status === 'showing' && (
        <div className="tv-code-panel">
          <div>
            <p className="tv-step">{MESSAGES.tvStepOpen}</p>
            <p className="tv-uri">{state.code.verificationUri}</p>
            <p className="tv-step">{MESSAGES.tvStepEnter}</p>
            <p className="tv-user-code" data-testid="tv-user-code" aria-live="polite">
              {state.code.userCode}
            </p>
            <p className="tv-hint">{MESSAGES.tvWaiting}</p>
          </div>
          <div
            className="tv-qr"
            role="img"
            aria-label={MESSAGES.tvQrLabel}
            // The SVG is generated here from our own URL by the qrcode library, not from user input.
            dangerouslySetInnerHTML={{ __html: state.qr }}
          />
        </div>
      )}
      {(state.status === 'declined' || state.status === 'failed') && (
        <>
          <p className="form-error" role="alert">
            {state.status === 'declined' ? MESSAGES.tvDeclined : state.error}
          </p>
          <button
            type="button"
            className="btn btn-primary tv-button"
            autoFocus
            onClick={() => setAttempt((n) => n + 1)}
          >
            {MESSAGES.tvNewCode}
          </button>
        </>
      )}
    </section>
  );
}
