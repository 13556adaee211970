import { BrowsePage } from './BrowsePage';

export function MoviesPage() {
  return <BrowsePage section="movies" title="Movies" />;
}
