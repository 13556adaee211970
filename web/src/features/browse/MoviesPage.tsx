import { BrowsePage } from './BrowsePage';
import { useT } from '../../shared/i18n/i18n';

export function MoviesPage() {
  const t = useT();
  return <BrowsePage section="movies" title={t('browse.movies')} />;
}
