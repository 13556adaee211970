import { CatalogPatterns, type CreateVideoRequest, type Video } from '@streamhub/contracts';
import { rpc } from './rpc';

/** Creates a video straight through the catalog service, as an upload would once the media pipeline lands. */
export const createVideo = (video: CreateVideoRequest): Promise<Video> =>
  rpc<Video>(CatalogPatterns.createVideo, video);
