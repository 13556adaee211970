import { CatalogMessages, type VideoStatus } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

/** Steps of a put tried when concurrent edits of the same track keep changing the list. */
const PUT_ATTEMPTS = 5;

/** What a track edit reads of the video it changes, for the video's change event. */
export interface TrackListOwner {
  episodeName: string;
  status: VideoStatus;
}

/** The video that holds a track list, as its repository reads it; not found when it is missing or deleted. */
export async function trackListOwnerOf<T extends TrackListOwner>(
  repository: { findOwner(id: string): Promise<T | null> },
  id: string,
): Promise<T> {
  const owner = await repository.findOwner(id);
  if (!owner) throw ServiceError.notFound(CatalogMessages.videoNotFound);
  return owner;
}

/**
 * Runs the steps of a put until one applies and returns what it did: not found when the video is
 * gone, `tooManyTracks` when the list is full, `busy` when concurrent edits keep changing it.
 */
export async function putTrackWithRetries<T extends object>(
  step: () => Promise<T | 'full' | 'retry' | 'gone'>,
  messages: { tooManyTracks: string; busy: string },
): Promise<T> {
  for (let attempt = 0; attempt < PUT_ATTEMPTS; attempt++) {
    const outcome = await step();
    if (outcome === 'gone') throw ServiceError.notFound(CatalogMessages.videoNotFound);
    if (outcome === 'full') throw ServiceError.invalid(messages.tooManyTracks);
    if (outcome === 'retry') continue;
    return outcome;
  }
  throw ServiceError.conflict(messages.busy);
}
