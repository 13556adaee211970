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
import { useT } from '../../shared/i18n/i18n';

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
  const t = useT();
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
      const { queued } = await submitQuery({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject.trim(),
        message: form.message.trim(),
      });
      toast.success(queued ? t('contact.querySavedForLater') : MESSAGES.querySubmitted);
      setForm({ ...EMPTY, name: user?.name ?? '', email: user?.email ?? '' });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page contact">
      <h1 className="page-title">{t('contact.contactUs')}</h1>
      <p className="muted">{t('contact.questionsAboutYourAccountA')}</p>
      <p className="contact-promise">{MESSAGES.supportReplyPromise}</p>
      {user && (
        <p>
          <Link to="/my-queries">{t('contact.myQueries')}</Link>
          {t('contact.yourEarlierQueriesOurReplies')}
        </p>
      )}

      <div className="contact-grid">
        <form className="contact-card contact-form" onSubmit={send} noValidate aria-label={t('contact.contactForm')}>
          <h2>{t('contact.sendUsAMessage')}</h2>
          <TextField
            label={t('contact.name')}
            value={form.name}
            onChange={set('name')}
            maxLength={100}
            autoComplete="name"
          />
          <TextField
            label={t('contact.email')}
            type="email"
            value={form.email}
            onChange={set('email')}
            maxLength={254}
            autoComplete="email"
          />
          <TextField label={t('contact.subject')} value={form.subject} onChange={set('subject')} maxLength={200} />
          <div className="field">
            <label htmlFor="contact-message">{t('contact.message')}</label>
            <textarea
              id="contact-message"
              rows={6}
              maxLength={5000}
              value={form.message}
              onChange={(e) => set('message')(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('contact.sending') : t('contact.sendMessage')}
          </button>
        </form>

        <aside className="contact-info">
          <div className="contact-card">
            <h2>{t('contact.email')}</h2>
            <p>{t('contact.supportStreamhubLocal')}</p>
          </div>
          <div className="contact-card">
            <h2>{t('contact.phone')}</h2>
            <p>{t('contact.918040001234Mon')}</p>
          </div>
          <div className="contact-card">
            <h2>{t('contact.responseTime')}</h2>
            <p>{t('contact.everyQueryGetsAReply')}</p>
          </div>
        </aside>
      </div>

      <section className="contact-faq" aria-label={t('contact.frequentlyAskedQuestions')}>
        <h2>{t('contact.frequentlyAskedQuestions')}</h2>
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
