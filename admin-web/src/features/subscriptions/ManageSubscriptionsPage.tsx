import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ManageSubscriptionsPage() {
  return <PagePlaceholder title="Manage Subscriptions" />;
}
