import { useNavigate, useParams } from 'react-router-dom';

/** Full-screen player route, outside the site layout. */
export function PlayerPage() {
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <section className="player-page">
      <button type="button" className="btn btn-ghost" onClick={() => navigate(-1)}>
        ← Back
      </button>
      <div className="player-stage">
        <p className="muted">Player for video {videoId} arrives with the player feature.</p>
      </div>
    </section>
  );
}
