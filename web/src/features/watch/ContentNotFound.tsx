import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';

export function ContentNotFound({ detail }: { detail?: string }) {
  const navigate = useNavigate();
  return (
    <section className="page content-not-found">
      <h1>{MESSAGES.contentNotFound}</h1>
      <p className="muted">{detail ?? MESSAGES.contentNotFoundHint}</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/')}>
        Back to Home
      </button>
    </section>
  );
}
