import { PagePlaceholder } from '@streamhub/web-kit';

export function SeriesPage() {
  return <PagePlaceholder title="Series" />;
}
