import type { ReactNode } from 'react';
import type { EpisodeGroup } from '@streamhub/contracts';
import { VideoCard } from '../../shared/ui/VideoCard';
import { errorMessage } from '../../shared/api/client';
import { cardFromGroup } from '../catalog/card-model';
import type { QueryState } from '../catalog/query-state';
import { CatalogState } from '../catalog/CatalogState';
import { useOpenEpisode } from './use-open-episode';

interface EpisodeGridProps {
  /** The request the groups came from: its loading and error states, and a retry. */
  request: QueryState;
  groups: EpisodeGroup[];
  label: string;
  emptyText?: ReactNode;
}

/** One medium card per episode name; opening one checks access first. */
export function EpisodeGrid({ request, groups, label, emptyText = 'No episodes yet.' }: EpisodeGridProps) {
  const { openEpisode, checking, dialog } = useOpenEpisode();
  return (
    <>
      <CatalogState
        loading={request.isPending}
        error={request.error ? errorMessage(request.error) : null}
        empty={groups.length === 0}
        emptyText={emptyText}
        onRetry={() => void request.refetch()}
      >
        <div className="card-grid card-grid--medium" aria-label={label}>
          {groups.map((group) => (
            <VideoCard
              key={group.episodeName}
              size="medium"
              card={cardFromGroup(group)}
              busy={checking === group.episodeName}
              onSelect={() => void openEpisode({ name: group.episodeName, id: group.parts[0]?._id })}
            />
          ))}
        </div>
      </CatalogState>
      {dialog}
    </>
  );
}
