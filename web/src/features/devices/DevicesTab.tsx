import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { formatDateTime } from '../catalog/format';
import { fetchDeviceSessions, signOutDevice, signOutOtherDevices } from './device-sessions-api';
import './devices.css';

const HOW: Record<DeviceSession['kind'], string> = {
  password: 'Signed in with password',
  signup: 'Signed up here',
  'device-code': 'Signed in with a TV code',
  handoff: 'Opened from the viewer app',
};

/**
 * Profile → Devices: every device signed in to the account, and signing one or all others out
 * (their sessions end on their next request; docs/devices.md).
 */
export function DevicesTab() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = queryKeys.devices(user?._id ?? '');
  const sessions = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDeviceSessions(signal) });
  const [confirmAll, setConfirmAll] = useState(false);

  const signOut = useMutation({
    mutationFn: (session: DeviceSession) => signOutDevice(session.id),
    onSuccess: (next, session) => {
      queryClient.setQueryData(key, next);
      toast.success(`${session.name} was signed out`);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherDevices,
    onSuccess: (reply) => {
      setConfirmAll(false);
      void queryClient.invalidateQueries({ queryKey: key });
      toast.success(reply.signedOut === 1 ? '1 device was signed out' : `${reply.signedOut} devices were signed out`);
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  if (sessions.isPending) return <p className="muted">Loading devices…</p>;
  if (sessions.error) return <p role="alert">{errorMessage(sessions.error)}</p>;
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current);

  return (
    <section className="profile-card device-sessions" aria-labelledby="devices-title">
      <div className="profile-card-head">
        <div>
          <h2 id="devices-title">Devices</h2>
          <p className="muted">Everywhere your account is signed in. Sign out any device you don&apos;t recognise.</p>
        </div>
        {others.length > 0 &&
          (confirmAll ? (
            <div className="device-confirm" role="group" aria-label="Sign out all other devices?">
              <span>Sign out {others.length === 1 ? '1 other device' : `${others.length} other devices`}?</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={signOutOthers.isPending}
                onClick={() => signOutOthers.mutate()}
              >
                Sign out
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmAll(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmAll(true)}>
              Sign out all other devices
            </button>
          ))}
      </div>
      <ul className="device-rows">
        {list.map((session) => (
          <li key={session.id} className="device-row" data-testid="device-session">
            <div className="device-row-text">
              <strong>
                {session.name}
                {session.current && <span className="device-badge">This device</span>}
              </strong>
              <span className="muted">
                {HOW[session.kind]} · {formatDateTime(session.signedInAt)}
                {session.place ? ` · ${session.place}` : ''}
              </span>
              <span className="muted">Last active {formatDateTime(session.lastSeenAt)}</span>
            </div>
            {!session.current && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={signOut.isPending}
                aria-label={`Sign out ${session.name}`}
                onClick={() => signOut.mutate(session)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
