import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ManageQueriesPage() {
  return <PagePlaceholder title="Manage Queries" />;
}
