import { Poster } from '../../shared/ui/Poster';
import type { SeriesData, Video } from '@streamhub/contracts';
import { videoImage, videoTitle } from '../catalog/card-model';
import { formatRating, formatRuntime } from '../catalog/format';
import { WatchlistButton } from '../watchlist/WatchlistButton';

interface WatchHeroProps {
  video: Video;
  series: SeriesData | null;
  partNumber: number;
  showPart: boolean;
  onPlay: () => void;
}

/** The selected part: poster, title, rating, runtime, quality, genre, part number, Play Now. */
export function WatchHero({ video, series, partNumber, showPart, onPlay }: WatchHeroProps) {
  const title = videoTitle(video);
  return (
    <section className="watch-hero" aria-label="Selected video">
      <div className="watch-hero-poster">
        <Poster src={videoImage(video) || series?.seriesPosterUrl} title={title} />
      </div>
      <div className="watch-hero-info">
        {showPart && <p className="watch-part">Part {partNumber}</p>}
        <h1 className="watch-title">{title}</h1>
        <ul className="watch-facts" aria-label="Details">
          <li className="watch-rating">★ {formatRating(video.imdbRating)}</li>
          <li>{formatRuntime(video.runtimeMinutes)}</li>
          {video.quality && <li className="quality-badge">{video.quality}</li>}
          {video.genre && <li>{video.genre}</li>}
        </ul>
        {video.description && <p className="watch-description">{video.description}</p>}
        <div className="watch-actions">
          <button type="button" className="btn btn-primary btn-lg" onClick={onPlay}>
            ▶ Play Now
          </button>
          <WatchlistButton videoId={video._id} />
        </div>
      </div>
    </section>
  );
}
