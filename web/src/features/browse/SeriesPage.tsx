import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function SeriesPage() {
  return <PagePlaceholder title="Series" />;
}
