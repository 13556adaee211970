import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <PagePlaceholder title="Search">
      {query ? (
        <p>
          Results for <strong>“{query}”</strong>: {MESSAGES.noResults}
        </p>
      ) : (
        <p className="muted">{MESSAGES.startSearching}</p>
      )}
    </PagePlaceholder>
  );
}
