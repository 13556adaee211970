import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ManageUsersPage() {
  return <PagePlaceholder title="Manage Users" />;
}
