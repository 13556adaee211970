import type { Video } from '@streamhub/contracts';
import { NOT_AVAILABLE, releaseYear } from '../catalog/format';
import { useT } from '../../shared/i18n/i18n';

interface AboutPanelProps {
  title: string;
  video: Video;
  totalParts: number;
}

export function AboutPanel({ title, video, totalParts }: AboutPanelProps) {
  const t = useT();
  const isMovie = totalParts <= 1 && video.videoType === 'movie';
  const rows: [string, string | number][] = [
    ['Title', title],
    ['Type', isMovie ? 'Movie' : 'Series'],
    ['Total Episodes', totalParts],
    ['Genre', video.genre || NOT_AVAILABLE],
    ['Release Year', releaseYear(video.releaseDate) ?? NOT_AVAILABLE],
    ['Quality', video.quality || NOT_AVAILABLE],
  ];
  return (
    <section className="watch-section about-panel" aria-labelledby="about-heading">
      <h2 id="about-heading">{t('watch.about')}</h2>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
