import type { Video } from '@streamhub/contracts';
import { videoTitle } from '../catalog/card-model';
import { formatRuntime } from '../catalog/format';

interface EpisodeTilesProps {
  parts: Video[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** EP number, runtime and a NOW PLAYING marker per part; selecting a tile changes the hero. */
export function EpisodeTiles({ parts, selectedId, onSelect }: EpisodeTilesProps) {
  return (
    <section className="watch-section" aria-labelledby="episodes-heading">
      <h2 id="episodes-heading">Episodes</h2>
      <ol className="episode-tiles">
        {parts.map((part, index) => {
          const current = part._id === selectedId;
          return (
            <li key={part._id}>
              <button
                type="button"
                className={`episode-tile${current ? ' current' : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(part._id)}
              >
                <span className="episode-tile-ep">EP {part.episodeSeq || index + 1}</span>
                <span className="episode-tile-title">{videoTitle(part)}</span>
                <span className="episode-tile-runtime muted">{formatRuntime(part.runtimeMinutes)}</span>
                {current && <span className="now-playing">NOW PLAYING</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
