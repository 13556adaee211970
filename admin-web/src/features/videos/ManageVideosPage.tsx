import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ManageVideosPage() {
  return <PagePlaceholder title="Manage Videos" />;
}
