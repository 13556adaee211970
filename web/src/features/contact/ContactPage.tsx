import { MESSAGES } from '../../shared/messages';
import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ContactPage() {
  return (
    <PagePlaceholder title="Contact Us">
      <p>{MESSAGES.supportReplyPromise}</p>
    </PagePlaceholder>
  );
}
