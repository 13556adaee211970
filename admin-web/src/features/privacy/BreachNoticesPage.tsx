import { useState, type FormEvent } from 'react';
import { BREACH_NOTICE_TEXT_MAX, type BreachNotice } from '@streamhub/contracts';
import { formatDate } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useListBreachNoticesQuery, useSendBreachNoticeMutation } from './breach-notices-api';
import './breach-notices.css';

const PARTS = [
  { key: 'whatHappened', label: 'What happened' },
  { key: 'dataAffected', label: 'What data was affected' },
  { key: 'whatWeDid', label: 'What we did' },
  { key: 'whatYouCanDo', label: 'What they can do' },
] as const;
type Part = (typeof PARTS)[number]['key'];
const EMPTY: Record<Part, string> = { whatHappened: '', dataAffected: '', whatWeDid: '', whatYouCanDo: '' };

/** The e-mail addresses of a pasted list (commas, spaces or new lines between them). */
export function emailsOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * Data-breach notices (docs/privacy.md, "Data-breach notice"): compose one (the four parts), send
 * it to every account or the listed ones; the list is the record for the Data Protection Board.
 */
export function BreachNoticesPage() {
  const list = useListBreachNoticesQuery();
  const [send, { isLoading: busy }] = useSendBreachNoticeMutation();
  const [text, setText] = useState(EMPTY);
  const [audience, setAudience] = useState<'accounts' | 'all'>('accounts');
  const [emails, setEmails] = useState('');
  const notices = list.data?.notices ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = audience === 'all' ? 'every account' : `${emailsOf(emails).length} listed address(es)`;
    if (!window.confirm(`Mail this breach notice to ${to}? It cannot be taken back.`)) return;
    const body = { ...text, audience, ...(audience === 'accounts' ? { emails: emailsOf(emails) } : {}) };
    if (
      await runWithToast(
        () => send(body).unwrap(),
        (notice: BreachNotice) => `${MESSAGES.breachNoticeSent} (${notice.accounts} accounts)`,
      )
    ) {
      setText(EMPTY);
      setEmails('');
    }
  };

  return (
    <section className="breach-page">
      <PageHead
        title="Breach Notices"
        subtitle="Mailed to the affected account holders and kept for the Board's report"
      />
      <form className="card breach-form" onSubmit={submit} noValidate aria-label="New breach notice">
        {PARTS.map(({ key, label }) => (
          <div className="field" key={key}>
            <label htmlFor={`breach-${key}`}>{label}</label>
            <textarea
              id={`breach-${key}`}
              rows={3}
              maxLength={BREACH_NOTICE_TEXT_MAX}
              value={text[key]}
              onChange={(e) => setText({ ...text, [key]: e.target.value })}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor="breach-audience">Send to</label>
          <select
            id="breach-audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value as 'accounts' | 'all')}
          >
            <option value="accounts">The affected accounts (listed below)</option>
            <option value="all">Every account</option>
          </select>
        </div>
        {audience === 'accounts' && (
          <div className="field">
            <label htmlFor="breach-emails">Affected accounts’ email addresses (one per line)</label>
            <textarea id="breach-emails" rows={4} value={emails} onChange={(e) => setEmails(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? MESSAGES.sending : 'Send Notice'}
        </button>
      </form>
      <TableCard list={list} empty={notices.length === 0} emptyMessage="No breach notices sent" filtered={false}>
        <TableHead columns={['Sent', 'By', 'What happened', 'Data', 'Accounts', 'Mailed']} />
        <tbody>
          {notices.map((n) => (
            <tr key={n.id} data-notice={n.id}>
              <td>{formatDate(n.sentAt, { withTime: true })}</td>
              <td>{n.sentBy}</td>
              <td className="breach-text">{n.whatHappened}</td>
              <td className="breach-text">{n.dataAffected}</td>
              <td>{n.audience === 'all' ? `${n.accounts} (all)` : n.accounts}</td>
              <td>{n.mailed}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </section>
  );
}
