import { useState, type FormEvent } from 'react';
import { Modal } from '@streamhub/web-kit';
import { GRIEVANCE_ACTIONS, type AdminGrievance, type GrievanceAction } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useDecideGrievanceMutation } from './grievances-api';

/** The action taken, as the admin screens name it. */
export const ACTION_LABELS: Record<GrievanceAction, string> = {
  no_action: 'No action',
  rating_changed: 'Rating changed',
  descriptor_changed: 'Descriptor changed',
  title_taken_down: 'Title taken down',
  refund: 'Refund',
  account_corrected: 'Account corrected',
  other: 'Other',
};

/** Writes the decision; the server mails it to the complainant. */
export function DecideGrievanceModal({ grievance, onClose }: { grievance: AdminGrievance; onClose: () => void }) {
  const [decision, setDecision] = useState('');
  const [action, setAction] = useState<GrievanceAction>('no_action');
  const [decide, { isLoading: busy }] = useDecideGrievanceMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await runWithToast(
        () => decide({ reference: grievance.reference, decideGrievanceDto: { decision, action } }).unwrap(),
        MESSAGES.grievanceDecided,
      )
    )
      onClose();
  };

  return (
    <Modal
      title={`Decide ${grievance.reference}`}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form="decide-form"
          label={busy ? MESSAGES.sending : 'Send Decision'}
        />
      }
    >
      <p className="muted">{grievance.text}</p>
      <form id="decide-form" onSubmit={send} noValidate>
        <div className="field">
          <label htmlFor="grievance-decision">Decision (mailed to {grievance.email})</label>
          <textarea
            id="grievance-decision"
            rows={5}
            maxLength={5000}
            value={decision}
            onChange={(e) => setDecision(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="grievance-action">Action taken</label>
          <select id="grievance-action" value={action} onChange={(e) => setAction(e.target.value as GrievanceAction)}>
            {GRIEVANCE_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </Modal>
  );
}
