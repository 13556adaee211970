import { adminApi } from '../../app/admin-api';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';

export const {
  useBannersListAllQuery: useListBannersQuery,
  useBannersAdminUploadMutation: useUploadBannersMutation,
  useBannersSetStatusMutation: useSetBannerStatusMutation,
  useBannersSetTargetMutation: useSetBannerTargetMutation,
  useBannersDeleteMutation: useDeleteBannerMutation,
} = adminApi;

/**
 * PATCH /admin/banners/{id} with the new image (field banner), reporting upload progress in
 * percent — which fetch cannot, hence XMLHttpRequest. Rejects with the server's message.
 */
export function replaceBannerImage(
  id: string,
  file: File,
  token: string | null | undefined,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${API_BASE_URL}/admin/banners/${encodeURIComponent(id)}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = MESSAGES.somethingWentWrong;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string' && body.message) message = body.message;
      } catch {
        // not JSON: keep the generic message
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error(MESSAGES.somethingWentWrong));
    const form = new FormData();
    form.append('banner', file, file.name);
    xhr.send(form);
  });
}
