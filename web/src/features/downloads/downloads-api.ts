import type { DownloadLicence, DownloadOptions, DownloadQuality } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** The qualities a title downloads at, with their renditions and estimated sizes (docs/offline.md). */
export async function fetchDownloadOptions(videoId: string, signal?: AbortSignal): Promise<DownloadOptions> {
  return dataOf(api.GET('/api/v1/downloads/options/{videoId}', { params: { path: { videoId } }, signal }));
}

/** A download licence for this device (a protected title's carries its keys). */
export async function grantDownload(videoId: string, quality: DownloadQuality): Promise<DownloadLicence> {
  return dataOf(api.POST('/api/v1/downloads', { body: { videoId, quality } }));
}

/** Renews a licence of this device when online; refused once the plan, the title or the device no longer allow it. */
export async function renewDownload(id: string): Promise<DownloadLicence> {
  return dataOf(api.POST('/api/v1/downloads/{id}/renew', { params: { path: { id } } }));
}

/** Plays a download while online: the first play starts the 48-hour window. */
export async function playDownload(id: string): Promise<DownloadLicence> {
  return dataOf(api.POST('/api/v1/downloads/{id}/play', { params: { path: { id } } }));
}

export async function removeDownload(id: string): Promise<void> {
  await dataOf(api.DELETE('/api/v1/downloads/{id}', { params: { path: { id } } }));
}
