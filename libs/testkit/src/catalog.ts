import { CatalogPatterns, type CreateVideoRequest, type Video } from '@streamhub/contracts';
import { rpc } from './rpc';

/** Creates a video straight through the catalog service, as an upload would once the media pipeline lands. */
export const createVideo = (video: CreateVideoRequest): Promise<Video> =>
  rpc<Video>(CatalogPatterns.createVideo, video);

/** Creates part `episodeSeq` of the episode (series) `episodeName`, the rest of the video as given. */
export const createEpisodePart = (
  episodeName: string,
  episodeSeq: number,
  video: Omit<CreateVideoRequest, 'episodeName' | 'episodeSeq'>,
): Promise<Video> => createVideo({ ...video, episodeName, episodeSeq });
