import { useNavigate } from 'react-router-dom';
import { useDialogue } from '../catalog/catalog-queries';
import { videoTitle } from '../catalog/card-model';
import { playPath } from '../catalog/watch-param';
import { AUTOPLAY_STATE, formatClock } from '../player/playback';
import { useT } from '../../shared/i18n/i18n';

/**
 * "Said in": lines of subtitles that say what was searched, each with its title and moment; a
 * click opens the player there. Shown under the title results when there are any.
 */
export function DialogueMatches({ q }: { q: string }) {
  const t = useT();
  const navigate = useNavigate();
  const dialogue = useDialogue(q);
  const matches = dialogue.data ?? [];
  if (matches.length === 0) return null;
  return (
    <section className="dialogue-matches" aria-labelledby="dialogue-matches-title">
      <h2 id="dialogue-matches-title">{t('search.saidIn')}</h2>
      <ul>
        {matches.map((match) => {
          const title = videoTitle(match.video);
          const at = formatClock(match.startSeconds);
          return (
            <li key={`${match.video._id}-${match.lang}-${match.startSeconds}`}>
              <button
                type="button"
                className="dialogue-match"
                aria-label={`Play ${title} at ${at}: “${match.text}”`}
                onClick={() => void navigate(playPath(match.video._id, match.startSeconds), { state: AUTOPLAY_STATE })}
              >
                <span className="dialogue-match-title">{title}</span>
                <q lang={match.lang}>{match.text}</q>
                <span className="muted">
                  {match.label} {t('search.at')} {at}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
