import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../messages';
import { useAuth } from '../auth/use-auth';
import { AddToListButton } from '../../features/watchlist/AddToListButton';
import type { AgeRating } from '@streamhub/contracts';
import { AgeRatingBadge } from './AgeRating';
import { Poster } from './Poster';
import './VideoCard.css';
import { useT } from '../i18n/i18n';

export type VideoCardSize = 'small' | 'medium' | 'large';

/** What a card shows, already formatted; `kind` picks the guest message. */
export interface VideoCardModel {
  title: string;
  /** The series or movie the card stands for: its placeholder looks the same on every screen. */
  artKey?: string;
  imageUrl: string | null;
  /** The video "Add to My List" adds (a series adds its first part); none, no button. */
  listVideoId?: string;
  kind: 'episode' | 'video';
  /** "1 Part" / "N Parts"; episode groups only. */
  partsLabel?: string;
  year: string | null;
  rating: string;
  /** The title's age rating (a series': its strictest part's). */
  ageRating?: AgeRating;
  genre: string;
}

export interface VideoCardProps {
  card: VideoCardModel;
  size?: VideoCardSize;
  /** Runs for a signed-in viewer; a guest gets the login toast and goes to /login instead. */
  onSelect: () => void;
  busy?: boolean;
}

export function VideoCard({ card, size = 'medium', onSelect, busy = false }: VideoCardProps) {
  const t = useT();
  const { token, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const open = () => {
    // Signed in on a card means both a token and a user record are stored (docs/product.md §4).
    if (!token || !user) {
      toast.error(card.kind === 'episode' ? MESSAGES.loginToWatchEpisodes : MESSAGES.loginToWatchVideos);
      void navigate('/login', { state: { from: location } });
      return;
    }
    onSelect();
  };

  return (
    <article className={`video-card video-card--${size}`} aria-label={card.title}>
      <button type="button" className="video-card-hit" onClick={open} disabled={busy} aria-busy={busy}>
        <div className="video-card-media">
          <Poster src={card.imageUrl} title={card.title} artKey={card.artKey} />
          {card.partsLabel && <span className="video-card-badge">{card.partsLabel}</span>}
        </div>
        <div className="video-card-body">
          <h3 className="video-card-title">{card.title}</h3>
          <p className="video-card-meta">
            {card.year && <span>{card.year}</span>}
            <span className="video-card-rating">
              {t('shared.text2')} {card.rating}
            </span>
            {card.ageRating && <AgeRatingBadge rating={card.ageRating} />}
            {card.genre && <span className="video-card-genre">{card.genre}</span>}
          </p>
        </div>
      </button>
      {card.listVideoId && <AddToListButton videoId={card.listVideoId} title={card.title} />}
    </article>
  );
}
