import type { Banner, BannerStatus } from '@streamhub/contracts';
import { api } from '../../app/api';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';

/** A list answer must hold a list (data.banners, or data itself), else "Invalid banners data". */
function toBanners(data: unknown): Banner[] {
  const list = Array.isArray(data) ? data : (data as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(list)) throw new Error(MESSAGES.invalidBannersData);
  return list as Banner[];
}

export const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBanners: build.query<Banner[], string>({
      query: (search) => ({ url: '/admin/banners', params: search ? { q: search } : {} }),
      transformResponse: toBanners,
      providesTags: ['Banners'],
    }),
    uploadBanners: build.mutation<number, File[]>({
      query: (files) => {
        const form = new FormData();
        for (const file of files) form.append('banners', file, file.name);
        return { url: '/admin/banners', method: 'POST', body: form };
      },
      transformResponse: (data: unknown) => toBanners(data).length,
      invalidatesTags: ['Banners'],
    }),
    setBannerStatus: build.mutation<void, { id: string; status: BannerStatus }>({
      query: ({ id, status }) => ({
        url: `/banners/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Banners'],
    }),
    deleteBanner: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/banners/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useListBannersQuery, useUploadBannersMutation, useSetBannerStatusMutation, useDeleteBannerMutation } =
  bannersApi;

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
