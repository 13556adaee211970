import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';

export function ContentNotFound({ detail }: { detail?: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="page content-not-found">
      <h1>{MESSAGES.contentNotFound}</h1>
      <p className="muted">{detail ?? MESSAGES.contentNotFoundHint}</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
        {t('watch.backToHome')}
      </button>
    </section>
  );
}
