import { useState, type FormEvent } from 'react';
import { BREACH_NOTICE_TEXT_MAX, type BreachNotice } from '@streamhub/contracts';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { t as translate, useT, type MessageKey } from '../../shared/i18n/i18n';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useListBreachNoticesQuery, useSendBreachNoticeMutation } from './breach-notices-api';
import './breach-notices.css';

const PARTS = [
  { key: 'whatHappened', label: 'breach.part.whatHappened' },
  { key: 'dataAffected', label: 'breach.part.dataAffected' },
  { key: 'whatWeDid', label: 'breach.part.whatWeDid' },
  { key: 'whatYouCanDo', label: 'breach.part.whatYouCanDo' },
] as const satisfies readonly { key: string; label: MessageKey }[];
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
  const t = useT();
  const list = useListBreachNoticesQuery();
  const [send, { isLoading: busy }] = useSendBreachNoticeMutation();
  const [text, setText] = useState(EMPTY);
  const [audience, setAudience] = useState<'accounts' | 'all'>('accounts');
  const [emails, setEmails] = useState('');
  const notices = list.data?.notices ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question =
      audience === 'all'
        ? t('breach.confirmAll')
        : t('breach.confirmListed', { count: emailsOf(emails).length, n: formatNumber(emailsOf(emails).length) });
    if (!window.confirm(question)) return;
    const body = { ...text, audience, ...(audience === 'accounts' ? { emails: emailsOf(emails) } : {}) };
    if (
      await runWithToast(
        () => send(body).unwrap(),
        (notice: BreachNotice) =>
          translate('breach.sent', {
            message: MESSAGES.breachNoticeSent,
            count: notice.accounts,
            n: formatNumber(notice.accounts),
          }),
      )
    ) {
      setText(EMPTY);
      setEmails('');
    }
  };

  return (
    <section className="breach-page">
      <PageHead title={t('breach.title')} subtitle={t('breach.subtitle')} />
      <form className="card breach-form" onSubmit={submit} noValidate aria-label={t('breach.new')}>
        {PARTS.map(({ key, label }) => (
          <div className="field" key={key}>
            <label htmlFor={`breach-${key}`}>{t(label)}</label>
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
          <label htmlFor="breach-audience">{t('breach.sendTo')}</label>
          <select
            id="breach-audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value as 'accounts' | 'all')}
          >
            <option value="accounts">{t('breach.audience.accounts')}</option>
            <option value="all">{t('breach.audience.all')}</option>
          </select>
        </div>
        {audience === 'accounts' && (
          <div className="field">
            <label htmlFor="breach-emails">{t('breach.emails')}</label>
            <textarea id="breach-emails" rows={4} value={emails} onChange={(e) => setEmails(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? MESSAGES.sending : t('breach.send')}
        </button>
      </form>
      <TableCard list={list} empty={notices.length === 0} emptyMessage={t('breach.none')} filtered={false}>
        <TableHead
          columns={[
            t('breach.col.sent'),
            t('breach.col.by'),
            t('breach.col.whatHappened'),
            t('breach.col.data'),
            t('breach.col.accounts'),
            t('breach.col.mailed'),
          ]}
        />
        <tbody>
          {notices.map((n) => (
            <tr key={n.id} data-notice={n.id}>
              <td>{formatDate(n.sentAt, { withTime: true })}</td>
              <td>{n.sentBy}</td>
              <td className="breach-text">{n.whatHappened}</td>
              <td className="breach-text">{n.dataAffected}</td>
              <td>
                {n.audience === 'all'
                  ? t('breach.accountsAll', { n: formatNumber(n.accounts) })
                  : formatNumber(n.accounts)}
              </td>
              <td>{formatNumber(n.mailed)}</td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </section>
  );
}
