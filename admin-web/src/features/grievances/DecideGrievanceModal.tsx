import { useState, type FormEvent } from 'react';
import { Modal } from '@streamhub/web-kit';
import {
  AGE_RATINGS,
  CONTENT_DESCRIPTORS,
  GRIEVANCE_ACTIONS,
  type AdminGrievance,
  type AgeRating,
  type ContentDescriptor,
  type GrievanceAction,
} from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';
import { ACTION_KEYS } from './grievances-view';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useDecideGrievanceMutation } from './grievances-api';

/**
 * Writes the decision; the server mails it to the complainant. For a grievance about a title the
 * admin can set the title's age rating and descriptors in the same step: the grievance keeps the
 * rating before and after, and the action becomes "Rating changed" or "Descriptor changed".
 */
export function DecideGrievanceModal({ grievance, onClose }: { grievance: AdminGrievance; onClose: () => void }) {
  const t = useT();
  const [decision, setDecision] = useState('');
  const [action, setAction] = useState<GrievanceAction>('no_action');
  const [rerate, setRerate] = useState(false);
  const [ageRating, setAgeRating] = useState<AgeRating>('U/A 16+');
  const [descriptors, setDescriptors] = useState<ContentDescriptor[]>([]);
  const [decide, { isLoading: busy }] = useDecideGrievanceMutation();

  const toggle = (d: ContentDescriptor) =>
    setDescriptors((current) => (current.includes(d) ? current.filter((x) => x !== d) : [...current, d]));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const rating = rerate ? { ageRating, contentDescriptors: descriptors } : undefined;
    if (
      await runWithToast(
        () =>
          decide({
            reference: grievance.reference,
            decideGrievanceDto: { decision, action, ...(rating ? { rating } : {}) },
          }).unwrap(),
        MESSAGES.grievanceDecided,
      )
    )
      onClose();
  };

  return (
    <Modal
      title={t('grievances.decideNamed', { reference: grievance.reference })}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form="decide-form"
          label={busy ? MESSAGES.sending : t('grievances.sendDecision')}
        />
      }
    >
      <p className="muted">{grievance.text}</p>
      <form id="decide-form" onSubmit={send} noValidate>
        <div className="field">
          <label htmlFor="grievance-decision">{t('grievances.decisionMailed', { email: grievance.email })}</label>
          <textarea
            id="grievance-decision"
            rows={5}
            maxLength={5000}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
          />
        </div>
        {grievance.titleId && (
          <fieldset className="field grievance-rating">
            <label className="checkbox">
              <input type="checkbox" checked={rerate} onChange={(e) => setRerate(e.target.checked)} />
              {grievance.titleName
                ? t('grievances.rerate', { title: grievance.titleName })
                : t('grievances.rerateTitle')}
            </label>
            {rerate && (
              <>
                <label htmlFor="grievance-age-rating">{t('grievances.newAgeRating')}</label>
                <select
                  id="grievance-age-rating"
                  value={ageRating}
                  onChange={(e) => setAgeRating(e.target.value as AgeRating)}
                >
                  {AGE_RATINGS.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                <div role="group" aria-label={t('rating.descriptors')}>
                  {CONTENT_DESCRIPTORS.map((d) => (
                    <label key={d} className="checkbox">
                      <input type="checkbox" checked={descriptors.includes(d)} onChange={() => toggle(d)} />
                      {t(`rating.descriptor.${d}`)}
                    </label>
                  ))}
                </div>
                <p className="muted">{t('grievances.rerateHint')}</p>
              </>
            )}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="grievance-action">{t('grievances.actionTaken')}</label>
          <select
            id="grievance-action"
            value={action}
            disabled={rerate}
            onChange={(e) => setAction(e.target.value as GrievanceAction)}
          >
            {GRIEVANCE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(ACTION_KEYS[a])}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Modal>
  );
}
