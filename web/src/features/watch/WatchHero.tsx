import { AgeRatingNotice } from '../../shared/ui/AgeRating';
import { Poster } from '../../shared/ui/Poster';
import type { SeriesData, Video } from '@streamhub/contracts';
import { artKeyOf, videoImage, videoTitle } from '../catalog/card-model';
import { formatRating, videoRuntime, genreList } from '../catalog/format';
import { WatchlistButton } from '../watchlist/WatchlistButton';
import { useT } from '../../shared/i18n/i18n';

interface WatchHeroProps {
  video: Video;
  series: SeriesData | null;
  partNumber: number;
  showPart: boolean;
  onPlay: () => void;
  /** The pointer is over Play Now, or it has the focus: the player's code may be fetched. */
  onPlayIntent?: () => void;
}

/** At most this many actors beside Play Now; the rest stay in the About panel's data. */
const CAST_SHOWN = 5;

/**
 * The selected part: poster, title, rating, runtime, quality, part number, Play Now and Add to My
 * List, with its description, cast and genre chips beside them.
 */
export function WatchHero({ video, series, partNumber, showPart, onPlay, onPlayIntent }: WatchHeroProps) {
  const t = useT();
  const title = videoTitle(video);
  const genres = genreList(video.genre);
  const cast = (video.actors ?? []).filter(Boolean);
  return (
    <section className="watch-hero" aria-label={t('watch.selectedVideo')}>
      <div className="watch-hero-poster">
        <Poster src={videoImage(video) || series?.seriesPosterUrl} title={title} artKey={artKeyOf(video)} />
      </div>
      <div className="watch-hero-info">
        {showPart && (
          <p className="watch-part">
            {t('watch.part')} {partNumber}
          </p>
        )}
        <h1 className="watch-title">{title}</h1>
        <ul className="watch-facts" aria-label={t('watch.details')}>
          <li className="watch-rating">
            {t('watch.text')} {formatRating(video.imdbRating)}
          </li>
          <li>{videoRuntime(video)}</li>
          {video.quality && <li className="quality-badge">{video.quality}</li>}
        </ul>
        <AgeRatingNotice rating={video.ageRating} descriptors={video.contentDescriptors} className="watch-age-rating" />
        {genres.length > 0 && (
          <ul className="genre-chips" aria-label={t('watch.genres')}>
            {genres.map((genre) => (
              <li key={genre} className="genre-chip">
                {genre}
              </li>
            ))}
          </ul>
        )}
        {video.description && <p className="watch-description">{video.description}</p>}
        {cast.length > 0 && (
          <p className="watch-cast">
            <span className="muted">{t('watch.cast')} </span>
            {cast.slice(0, CAST_SHOWN).join(', ')}
            {cast.length > CAST_SHOWN && '…'}
          </p>
        )}
        <div className="watch-actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={onPlay}
            onPointerEnter={onPlayIntent}
            onFocus={onPlayIntent}
          >
            {t('watch.playNow')}
          </button>
          <WatchlistButton videoId={video._id} />
        </div>
      </div>
    </section>
  );
}
