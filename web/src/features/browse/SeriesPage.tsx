import { BrowsePage } from './BrowsePage';

export function SeriesPage() {
  return <BrowsePage section="series" title="Series" />;
}
