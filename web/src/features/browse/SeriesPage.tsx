import { BrowsePage } from './BrowsePage';
import { useT } from '../../shared/i18n/i18n';

export function SeriesPage() {
  const t = useT();
  return <BrowsePage section="series" title={t('browse.series')} />;
}
