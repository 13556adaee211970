import { useState, type FormEvent } from 'react';
import { Modal, toast } from '@streamhub/web-kit';
import type { SupportQuery } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { ModalActions } from '../../shared/ui/ModalActions';
import { runWithToast } from '../../shared/run-with-toast';
import { useReplyToQueryMutation } from './queries-api';
import { useT } from '../../shared/i18n/i18n';

export function ReplyQueryModal({ query, onClose }: { query: SupportQuery; onClose: () => void }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [reply, { isLoading: busy }] = useReplyToQueryMutation();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      toast.error(MESSAGES.enterReply);
      return;
    }
    if (
      await runWithToast(
        () => reply({ id: query._id, replyQueryDto: { message: message.trim() } }).unwrap(),
        MESSAGES.replySent,
      )
    )
      onClose();
  };

  return (
    <Modal
      title={t('queries.replyTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form="reply-form"
          label={busy ? MESSAGES.sending : t('queries.sendReply')}
        />
      }
    >
      <div className="query-original">
        <p>
          <strong>{query.name}</strong> <span className="muted">&lt;{query.email}&gt;</span>
        </p>
        <p className="query-subject">{query.subject}</p>
        <p className="query-message">{query.message}</p>
      </div>
      <form id="reply-form" className="field" onSubmit={send} noValidate>
        <label htmlFor="reply-text">{t('queries.yourReply')}</label>
        <textarea
          id="reply-text"
          rows={6}
          required
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </Modal>
  );
}
