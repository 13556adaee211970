import { useState } from 'react';
import type { AdminSubscription } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useRefundSubscriptionMutation } from './billing-api';
import { formatInr } from './plan-form';
import { useT } from '../../shared/i18n/i18n';

/** Refund a subscription's payment (reason required); billing ends its access at once. */
export function RefundDialog({ subscription, onClose }: { subscription: AdminSubscription; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [refund, refunding] = useRefundSubscriptionMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      toast.error(MESSAGES.refundReasonRequired);
      return;
    }
    const done = await runWithToast(
      () => refund({ id: subscription._id, refundDto: { reason: reason.trim() } }).unwrap(),
      MESSAGES.subscriptionRefunded,
    );
    if (done) onClose();
  };

  return (
    <Modal
      title={t('subs.refundTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={refunding.isLoading}
          onCancel={onClose}
          form="refund-form"
          label={t('subs.refund')}
          variant="danger"
        />
      }
    >
      <form id="refund-form" className="form-grid" onSubmit={submit} noValidate>
        <p>
          {t('subs.refundQuestion', {
            amount: formatInr(subscription.price),
            user: subscription.userName ?? subscription.userEmail ?? t('subs.thisUser'),
            plan: subscription.planTitle,
          })}
        </p>
        <label>
          {t('subs.reason')}
          <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />
        </label>
      </form>
    </Modal>
  );
}
