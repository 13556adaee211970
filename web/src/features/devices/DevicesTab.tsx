import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceSession } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { t as translate, useT, type MessageKey } from '../../shared/i18n/i18n';
import { queryKeys } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { formatDateTime } from '../catalog/format';
import { fetchDeviceSessions, signOutDevice, signOutOtherDevices } from './device-sessions-api';
import './devices.css';

const HOW: Record<DeviceSession['kind'], MessageKey> = {
  password: 'devices.howPassword',
  signup: 'devices.howSignup',
  'device-code': 'devices.howDeviceCode',
  handoff: 'devices.howHandoff',
};

/**
 * Profile → Devices: every device signed in to the account, and signing one or all others out
 * (their sessions end on their next request; docs/devices.md).
 */
export function DevicesTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = queryKeys.devices(user?._id ?? '');
  const sessions = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDeviceSessions(signal) });
  const [confirmAll, setConfirmAll] = useState(false);

  const signOut = useMutation({
    mutationFn: (session: DeviceSession) => signOutDevice(session.id),
    onSuccess: (next, session) => {
      queryClient.setQueryData(key, next);
      toast.success(translate('devices.signedOut', { name: session.name }));
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherDevices,
    onSuccess: (reply) => {
      setConfirmAll(false);
      void queryClient.invalidateQueries({ queryKey: key });
      toast.success(translate('devices.othersSignedOut', { count: reply.signedOut }));
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  if (sessions.isPending) return <p className="muted">{t('devices.loading')}</p>;
  if (sessions.error) return <p role="alert">{errorMessage(sessions.error)}</p>;
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current);

  return (
    <section className="profile-card device-sessions" aria-labelledby="devices-title">
      <div className="profile-card-head">
        <div>
          <h2 id="devices-title">{t('devices.title')}</h2>
          <p className="muted">{t('devices.intro')}</p>
        </div>
        {others.length > 0 &&
          (confirmAll ? (
            <div className="device-confirm" role="group" aria-label={t('devices.confirmAllLabel')}>
              <span>{t('devices.confirmAll', { count: others.length })}</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={signOutOthers.isPending}
                onClick={() => signOutOthers.mutate()}
              >
                {t('devices.signOut')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmAll(false)}>
                {t('devices.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmAll(true)}>
              {t('devices.signOutAllOthers')}
            </button>
          ))}
      </div>
      <ul className="device-rows">
        {list.map((session) => (
          <li key={session.id} className="device-row" data-testid="device-session">
            <div className="device-row-text">
              <strong>
                {session.name}
                {session.current && <span className="device-badge">{t('devices.thisDevice')}</span>}
              </strong>
              <span className="muted">
                {t(HOW[session.kind])} · {formatDateTime(session.signedInAt)}
                {session.place ? ` · ${session.place}` : ''}
              </span>
              <span className="muted">{t('devices.lastActive', { date: formatDateTime(session.lastSeenAt) })}</span>
            </div>
            {!session.current && (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={signOut.isPending}
                aria-label={t('devices.signOutNamed', { name: session.name })}
                onClick={() => signOut.mutate(session)}
              >
                {t('devices.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
