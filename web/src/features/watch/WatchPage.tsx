import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function WatchPage() {
  const { name = '' } = useParams();
  return (
    <PagePlaceholder title="Watch">
      <p className="muted">Details for “{name}” arrive with the catalog feature.</p>
    </PagePlaceholder>
  );
}
