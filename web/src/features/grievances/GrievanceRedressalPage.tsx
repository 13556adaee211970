import { useEffect, useState, type FormEvent } from 'react';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_LABELS,
  type Grievance,
  type GrievanceOffice,
} from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { grievanceFiled, MESSAGES } from '../../shared/messages';
import { TextField } from '../auth/TextField';
import { appealGrievance, fetchGrievanceOffice, fileGrievance, lookUpGrievance } from './grievances-api';
import { GrievanceStatus } from './GrievanceStatus';
import '../contact/contact.css';

const EMPTY = { category: '', name: '', email: '', text: '' };

/** The Grievance Redressal page (IT Rules 2021): officer, process and timelines, filing, status by reference. */
export function GrievanceRedressalPage() {
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
      <h1 className="page-title">Grievance Redressal</h1>
      <p className="muted">
        Under the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, you can
        raise a grievance about content on StreamHub (for example a wrong age rating or content descriptor, or
        objectionable content), or about billing, privacy or your account.
      </p>

      <div className="contact-grid">
        <aside className="contact-info" aria-label="Grievance officer">
          <div className="contact-card">
            <h2>Grievance Officer</h2>
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
              <p className="muted">Loading…</p>
            )}
          </div>
          <div className="contact-card">
            <h2>Process and timelines</h2>
            <ol>
              <li>You get a reference number at once and an acknowledgement mail (within 24 hours).</li>
              <li>We decide within {office?.decideWithinDays ?? 15} days and mail you the decision.</li>
              <li>
                Not satisfied? Appeal to the self-regulating body within {office?.appealWithinDays ?? 15} days of the
                decision
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
          </div>
        </aside>

        <form className="contact-card contact-form" onSubmit={send} noValidate aria-label="File a grievance">
          <h2>File a grievance</h2>
          <div className="field">
            <label htmlFor="grievance-category">What is it about?</label>
            <select
              id="grievance-category"
              value={form.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
            >
              <option value="">Choose…</option>
              {GRIEVANCE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {GRIEVANCE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Name"
            value={form.name}
            onChange={(name) => setForm((f) => ({ ...f, name }))}
            maxLength={100}
            autoComplete="name"
          />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={(email) => setForm((f) => ({ ...f, email }))}
            maxLength={254}
            autoComplete="email"
          />
          <div className="field">
            <label htmlFor="grievance-text">Describe the grievance</label>
            <textarea
              id="grievance-text"
              rows={6}
              maxLength={5000}
              value={form.text}
              onChange={(e) => setForm((f) => ({ ...f, text: e.target.value }))}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'File grievance'}
          </button>
          {filed && (
            <p role="status" data-testid="grievance-reference">
              {grievanceFiled(filed.reference)}
            </p>
          )}
        </form>
      </div>

      <section className="contact-card" aria-label="Check a grievance">
        <h2>Check the status of a grievance</h2>
        <form onSubmit={check} noValidate className="grievance-lookup">
          <TextField
            label="Reference"
            value={lookup.reference}
            onChange={(reference) => setLookup((l) => ({ ...l, reference }))}
            maxLength={20}
            placeholder="GRV-2026-000123"
          />
          <TextField
            label="Email used to file it"
            type="email"
            value={lookup.email}
            onChange={(email) => setLookup((l) => ({ ...l, email }))}
            maxLength={254}
          />
          <button type="submit" className="btn">
            Check status
          </button>
        </form>
        {found && <GrievanceStatus grievance={found} onAppeal={() => void appeal()} />}
      </section>
    </section>
  );
}
