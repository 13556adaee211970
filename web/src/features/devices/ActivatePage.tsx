import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { normalizeUserCode, type DeviceRequest } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { fetchHousehold, HOUSEHOLD_QUERY_KEY } from '../profiles/profiles-api';
import { approveDevice, denyDevice, lookUpDevice } from './device-grant-api';
import './devices.css';

type Step =
  | { status: 'entering'; error?: string }
  | { status: 'confirming'; request: DeviceRequest; error?: string }
  | { status: 'done'; approved: boolean; deviceName: string };

/**
 * /activate — the phone's half of signing in a TV: the signed-in account holder types (or scans)
 * the TV's code, sees which device asks, picks the profile to suggest there, and approves or declines.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [step, setStep] = useState<Step>({ status: 'entering' });
  const [busy, setBusy] = useState(false);
  const [profileId, setProfileId] = useState('');
  const household = useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: ({ signal }) => fetchHousehold(signal) });

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!normalizeUserCode(code)) {
      setStep({ status: 'entering', error: MESSAGES.activateCodeShape });
      return;
    }
    setBusy(true);
    try {
      setStep({ status: 'confirming', request: await lookUpDevice(code) });
    } catch (error) {
      setStep({ status: 'entering', error: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const decide = async (request: DeviceRequest, approve: boolean) => {
    setBusy(true);
    try {
      const decided = approve
        ? await approveDevice(request.userCode, profileId || undefined)
        : await denyDevice(request.userCode);
      setStep({ status: 'done', approved: approve, deviceName: decided.deviceName });
    } catch (error) {
      setStep({ status: 'confirming', request, error: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page activate-page">
      <h1 className="page-title">{MESSAGES.activateTitle}</h1>
      {step.status === 'entering' && (
        <form className="activate-form" onSubmit={(e) => void find(e)} noValidate>
          <p>{MESSAGES.activateExplained}</p>
          <label>
            {MESSAGES.activateCodeLabel}
            <input
              name="userCode"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              placeholder="XXXX-XXXX"
              className="activate-code-input"
            />
          </label>
          {step.error && (
            <p className="form-error" role="alert">
              {step.error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {MESSAGES.activateContinue}
          </button>
        </form>
      )}
      {step.status === 'confirming' && (
        <div className="activate-confirm">
          <p>{MESSAGES.activateDeviceAsks(step.request.deviceName)}</p>
          <p className="activate-code">{step.request.userCode}</p>
          {(household.data?.profiles.length ?? 0) > 1 && (
            <label>
              {MESSAGES.activateProfileLabel}
              <select name="profileId" value={profileId} onChange={(e) => setProfileId(e.target.value)}>
                <option value="">{MESSAGES.activateAnyProfile}</option>
                {household.data?.profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {step.error && (
            <p className="form-error" role="alert">
              {step.error}
            </p>
          )}
          <div className="activate-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void decide(step.request, true)}
            >
              {MESSAGES.activateApprove}
            </button>
            <button type="button" className="btn" disabled={busy} onClick={() => void decide(step.request, false)}>
              {MESSAGES.activateDecline}
            </button>
          </div>
        </div>
      )}
      {step.status === 'done' && (
        <p role="status">
          {step.approved ? MESSAGES.activateApproved(step.deviceName) : MESSAGES.activateDeclined(step.deviceName)}
        </p>
      )}
    </section>
  );
}
