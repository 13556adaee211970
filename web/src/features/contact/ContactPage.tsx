import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { TextField } from '../auth/TextField';
import { submitQuery } from './contact-api';
import { contactFormError, type ContactForm } from './contact-validation';
import './contact.css';

const FAQ = [
  {
    question: 'How do I cancel or change my subscription?',
    answer:
      'Subscriptions end on their own at the end of the plan period. Pick a new plan any time from a title or your profile.',
  },
  {
    question: 'My payment went through but I cannot watch. What should I do?',
    answer:
      'Sign out and in again so your access is refreshed. If it still does not work, send us the payment reference below.',
  },
  {
    question: 'Which devices can I watch on?',
    answer: 'StreamHub works in any current web browser on computers, tablets and phones.',
  },
];

const EMPTY: ContactForm = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const { user } = useAuth();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [sending, setSending] = useState(false);

  // Signed-in people get their name and address filled in.
  useEffect(() => {
    if (user) setForm((f) => ({ ...f, name: f.name || user.name || '', email: f.email || user.email || '' }));
  }, [user]);

  const set = (field: keyof ContactForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = contactFormError(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    setSending(true);
    try {
      await submitQuery({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      });
      toast.success(MESSAGES.querySubmitted);
      setForm({ ...EMPTY, name: user?.name ?? '', email: user?.email ?? '' });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page contact">
      <h1 className="page-title">Contact Us</h1>
      <p className="muted">Questions about your account, a payment or something you want to watch? Write to us.</p>
      <p className="contact-promise">{MESSAGES.supportReplyPromise}</p>
      {user && (
        <p>
          <Link to="/my-queries">My queries</Link>: your earlier queries, our replies and their status.
        </p>
      )}

      <div className="contact-grid">
        <form className="contact-card contact-form" onSubmit={send} noValidate aria-label="Contact form">
          <h2>Send us a message</h2>
          <TextField label="Name" value={form.name} onChange={set('name')} maxLength={100} autoComplete="name" />
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={set('email')}
            maxLength={254}
            autoComplete="email"
          />
          <TextField label="Subject" value={form.subject} onChange={set('subject')} maxLength={200} />
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              rows={6}
              maxLength={5000}
              value={form.message}
              onChange={(e) => set('message')(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </form>

        <aside className="contact-info">
          <div className="contact-card">
            <h2>Email</h2>
            <p>support@streamhub.local</p>
          </div>
          <div className="contact-card">
            <h2>Phone</h2>
            <p>+91 80 4000 1234 (Mon–Sat, 9:00–18:00 IST)</p>
          </div>
          <div className="contact-card">
            <h2>Response time</h2>
            <p>Every query gets a reply within 24 hours.</p>
          </div>
        </aside>
      </div>

      <section className="contact-faq" aria-label="Frequently asked questions">
        <h2>Frequently asked questions</h2>
        {FAQ.map((entry) => (
          <details key={entry.question} className="contact-card">
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </section>
  );
}
