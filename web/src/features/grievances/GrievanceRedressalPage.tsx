import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GRIEVANCE_CATEGORIES, type Grievance, type GrievanceOffice } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { grievanceFiled, MESSAGES } from '../../shared/messages';
import { TextField } from '../auth/TextField';
import { appealGrievance, fetchGrievanceOffice, fileGrievance, lookUpGrievance } from './grievances-api';
import { CATEGORY_KEYS } from './grievance-labels';
import { GrievanceStatus } from './GrievanceStatus';
import '../contact/contact.css';
import { useT } from '../../shared/i18n/i18n';

const EMPTY = { category: '', name: '', email: '', text: '' };

/** The Grievance Redressal page (IT Rules 2021): officer, process and timelines, filing, status by reference. */
export function GrievanceRedressalPage() {
  const t = useT();
  const { user } = useAuth();
  const [office, setOffice] = useState<GrievanceOffice | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<Grievance | null>(null);
  const [lookup, setLookup] = useState({ reference: '', email: '' });
  const [found, setFound] = useState<Grievance | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchGrievanceOffice(controller.signal)
      .then(setOffice)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (user) setForm((f) => ({ ...f, name: f.name || user.name || '', email: f.email || user.email || '' }));
  }, [user]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const grievance = await fileGrievance({
        category: form.category || null,
        name: form.name.trim() || null,
        email: form.email.trim() || null,
        text: form.text.trim() || null,
      });
      setFiled(grievance);
      setLookup({ reference: grievance.reference, email: grievance.email });
      toast.success(grievanceFiled(grievance.reference));
      setForm({ ...EMPTY, name: user?.name ?? '', email: user?.email ?? '' });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setFound(await lookUpGrievance(lookup.reference.trim().toUpperCase(), lookup.email.trim()));
    } catch (error) {
      setFound(null);
      toast.error(errorMessage(error));
    }
  };

  const appeal = async () => {
    if (!found) return;
    try {
      setFound(await appealGrievance(found.reference, lookup.email.trim()));
      toast.success(MESSAGES.grievanceAppealed);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page contact grievances">
      <h1 className="page-title">{t('grievances.grievanceRedressal')}</h1>
      <p className="muted">{t('grievances.underTheInformationTechnologyIntermediary')}</p>

      <div className="contact-grid">
        <aside className="contact-info" aria-label={t('grievances.grievanceOfficer')}>
          <div className="contact-card">
            <h2>{t('grievances.grievanceOfficer2')}</h2>
            {office ? (
              <address>
                <strong>{office.officer.name}</strong>
                <br />
                {office.officer.designation}
                <br />
                <a href={`mailto:${office.officer.email}`}>{office.officer.email}</a>
                <br />
                {office.officer.address}
              </address>
            ) : (
              <p className="muted">{t('grievances.loading')}</p>
            )}
          </div>
          <div className="contact-card">
            <h2>{t('grievances.processAndTimelines')}</h2>
            <ol>
              <li>{t('grievances.youGetAReferenceNumber')}</li>
              <li>
                {t('grievances.weDecideWithin')} {office?.decideWithinDays ?? 15} {t('grievances.daysAndMailYouThe')}
              </li>
              <li>
                {t('grievances.notSatisfiedAppealToThe')} {office?.appealWithinDays ?? 15}{' '}
                {t('grievances.daysOfTheDecision')}
                {office ? (
                  <>
                    {': '}
                    <a href={office.selfRegulatingBody.url} target="_blank" rel="noreferrer">
                      {office.selfRegulatingBody.name}
                    </a>
                  </>
                ) : null}
                .
              </li>
            </ol>
            <p>
              <Link to="/grievances/report">{t('grievances.reportLink')}</Link>
            </p>
          </div>
        </aside>

        <form
          className="contact-card contact-form"
          onSubmit={send}
          noValidate
          aria-label={t('grievances.fileAGrievance')}
        >
          <h2>{t('grievances.fileAGrievance')}</h2>
          <div className="field">
            <label htmlFor="grievance-category">{t('grievances.whatIsItAbout')}</label>
            <select
              id="grievance-category"
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
            >
              <option value="">{t('grievances.choose')}</option>
              {GRIEVANCE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(CATEGORY_KEYS[c])}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('grievances.name')}
            value={form.name}
            onChange={(name) => setForm((f) => ({ ...f, name }))}
            maxLength={100}
            autoComplete="name"
          />
          <TextField
            label={t('grievances.email')}
            type="email"
            value={form.email}
            onChange={(email) => setForm((f) => ({ ...f, email }))}
            maxLength={254}
            autoComplete="email"
          />
          <div className="field">
            <label htmlFor="grievance-text">{t('grievances.describeTheGrievance')}</label>
            <textarea
              id="grievance-text"
              rows={6}
              maxLength={5000}
              value={form.text}
              onChange={(e) => setForm((f) => ({ ...f, text: e.target.value }))}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('grievances.sending') : t('grievances.fileGrievance')}
          </button>
          {filed && (
            <p role="status" data-testid="grievance-reference">
              {grievanceFiled(filed.reference)}
            </p>
          )}
        </form>
      </div>

      <section className="contact-card" aria-label={t('grievances.checkAGrievance')}>
        <h2>{t('grievances.checkTheStatusOfA')}</h2>
        <form onSubmit={check} noValidate className="grievance-lookup">
          <TextField
            label={t('grievances.reference')}
            value={lookup.reference}
            onChange={(reference) => setLookup((l) => ({ ...l, reference }))}
            maxLength={20}
            placeholder={t('grievances.grv2026000123')}
          />
          <TextField
            label={t('grievances.emailUsedToFileIt')}
            type="email"
            value={lookup.email}
            onChange={(email) => setLookup((l) => ({ ...l, email }))}
            maxLength={254}
          />
          <button type="submit" className="btn">
            {t('grievances.checkStatus')}
          </button>
        </form>
        {found && <GrievanceStatus grievance={found} onAppeal={() => void appeal()} />}
      </section>
    </section>
  );
}
