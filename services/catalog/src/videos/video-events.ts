import { CatalogEvents, type AnyDomainEvent, type VideoStatus } from '@streamhub/contracts';
import { makeEvent } from '@streamhub/nest-kit';

/**
 * The change event of a video whose record an edit changes (its rating, markers, tracks, quality
 * or transcode state), with the name and status it has after the edit.
 */
export function videoUpdatedEvent(id: string, video: { episodeName: string; status: VideoStatus }): AnyDomainEvent {
  return makeEvent(CatalogEvents.videoUpdated, id, {
    videoId: id,
    episodeName: video.episodeName,
    status: video.status,
  });
}
