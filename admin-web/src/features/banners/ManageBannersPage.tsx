import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ManageBannersPage() {
  return <PagePlaceholder title="Manage Banners" />;
}
