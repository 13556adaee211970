import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function MoviesPage() {
  return <PagePlaceholder title="Movies" />;
}
