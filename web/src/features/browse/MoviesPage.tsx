import { PagePlaceholder } from '@streamhub/web-kit';

export function MoviesPage() {
  return <PagePlaceholder title="Movies" />;
}
