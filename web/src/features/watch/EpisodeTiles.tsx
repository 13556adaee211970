import type { Video } from '@streamhub/contracts';
import { Poster } from '../../shared/ui/Poster';
import { artKeyOf, partImage, videoTitle } from '../catalog/card-model';
import { videoRuntime } from '../catalog/format';
import { partTitle } from './part-title';
import { useT } from '../../shared/i18n/i18n';

interface EpisodeTilesProps {
  parts: Video[];
  /** The series name, which part titles often start with. */
  seriesName: string;
  selectedId: string;
  onSelect: (id: string) => void;
}

/** Thumbnail, EP number, the part's own title, runtime and a NOW PLAYING marker; a tile changes the hero. */
export function EpisodeTiles({ parts, seriesName, selectedId, onSelect }: EpisodeTilesProps) {
  const t = useT();
  return (
    <section className="watch-section" aria-labelledby="episodes-heading">
      <h2 id="episodes-heading">{t('watch.episodes')}</h2>
      <ol className="episode-tiles">
        {parts.map((part, index) => {
          const current = part._id === selectedId;
          const title = partTitle(videoTitle(part), seriesName);
          return (
            <li key={part._id}>
              <button
                type="button"
                className={`episode-tile${current ? ' current' : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(part._id)}
              >
                <span className="episode-tile-thumb">
                  <Poster src={partImage(part)} title={title} artKey={artKeyOf(part)} />
                  {current && <span className="now-playing">{t('watch.nowPlaying')}</span>}
                </span>
                <span className="episode-tile-text">
                  <span className="episode-tile-ep">EP {part.episodeSeq || index + 1}</span>
                  <span className="episode-tile-title">{title}</span>
                  <span className="episode-tile-runtime muted">{videoRuntime(part)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
