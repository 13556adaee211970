import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SupportQuery } from '@streamhub/contracts';
import { formatDate, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';
import { answerQuery, fetchMyQueries } from './contact-api';
import './contact.css';
import { useT } from '../../shared/i18n/i18n';

const STATUS_LABELS: Record<SupportQuery['status'], string> = {
  open: 'Open',
  in_progress: 'Answered',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The signed-in account's support queries, each with its thread, status and a box to answer back. */
export function MyQueriesPage() {
  const t = useT();
  const [queries, setQueries] = useState<SupportQuery[] | null>(null);
  const load = useCallback(async () => {
    try {
      setQueries(await fetchMyQueries());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, []);
  useEffect(() => void load(), [load]);

  return (
    <section className="page contact my-queries">
      <h1 className="page-title">{t('contact.myQueries')}</h1>
      <p className="muted">
        {t('contact.yourMessagesToSupportAnd')} <Link to="/contact">{t('contact.sendANewQuery')}</Link>
      </p>
      {queries?.length === 0 && <p className="muted">{MESSAGES.noQueriesYet}</p>}
      {queries?.map((query) => (
        <QueryThread key={query._id} query={query} onChange={load} />
      ))}
    </section>
  );
}

function QueryThread({ query, onChange }: { query: SupportQuery; onChange: () => Promise<void> }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await answerQuery(query._id, message);
      setMessage('');
      toast.success(MESSAGES.queryAnswerSent);
      await onChange();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <article className="contact-card query-thread" aria-label={`Query ${query.reference ?? query.subject}`}>
      <header>
        <h2>{query.subject}</h2>
        <p className="muted">
          {query.reference} · {formatDate(query.createdAt, { withTime: true })} ·{' '}
          <strong data-testid="query-status">{STATUS_LABELS[query.status]}</strong>
        </p>
      </header>
      <ol className="query-messages">
        <li className="from-customer">
          <span className="muted">{t('contact.you')}</span>
          <p>{query.message}</p>
        </li>
        {query.replies.map((reply) => (
          <li key={reply.createdAt} className={reply.from === 'customer' ? 'from-customer' : 'from-support'}>
            <span className="muted">
              {reply.from === 'customer' ? t('contact.you') : t('contact.streamhubSupport')}
            </span>
            <p>{reply.message}</p>
          </li>
        ))}
      </ol>
      {query.status !== 'closed' && (
        <form onSubmit={send} noValidate className="field">
          <label htmlFor={`answer-${query._id}`}>{t('contact.yourAnswer')}</label>
          <textarea
            id={`answer-${query._id}`}
            rows={3}
            maxLength={5000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t('contact.sendAnswer')}
          </button>
        </form>
      )}
    </article>
  );
}
