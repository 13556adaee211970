import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function EpisodesPage() {
  return <PagePlaceholder title="All Episodes" />;
}
