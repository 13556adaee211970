import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3, { type AwsS3Part } from '@uppy/aws-s3';
import GoldenRetriever from '@uppy/golden-retriever';
import { DIRECT_UPLOAD_LIMITS, type Video } from '@streamhub/contracts';
import { API_BASE_URL } from '../../shared/config';
import { MESSAGES } from '../../shared/messages';

/*
 * Direct (resumable) uploads of a video (docs/media.md "Direct uploads"): Uppy's S3 multipart
 * plugin sends the parts straight to object storage, in parallel, with URLs the gateway signs;
 * the gateway's calls are here (not in the RTK Query slices: Uppy drives them). Golden Retriever
 * keeps the upload (its id, the parts done, the form's fields) in the browser, so after a reload
 * the same upload carries on from the parts stored; after a network drop it carries on by itself.
 */

/** The form's text fields, sent with complete (kept in the file's meta, so a reload keeps them). */
export type DirectUploadFields = Record<string, string>;

type FileMeta = { fields?: string; [key: string]: unknown };
type DirectFile = UppyFile<FileMeta, Record<string, never>>;

/** Parts sent at once: more keeps a fast link busy; S3 takes them in any order. */
const PARALLEL_PARTS = 4;
/** Retries of a failed request (a dropped connection), then the upload waits to be back online. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];
/** Speed is measured over this window. */
const SPEED_WINDOW_MS = 3000;

export interface DirectUploadProgress {
  loaded: number;
  total: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
  paused: boolean;
  /** The browser is offline: the upload carries on when it is back. */
  offline: boolean;
}

/** The gateway's answer, or an Error with its message. */
async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok) {
    const error = new Error(json?.message ?? MESSAGES.somethingWentWrong) as Error & { status?: number };
    error.status = res.status;
    throw error;
  }
  return json?.data as T;
}

export interface DirectUploader {
  /** Starts (or, for a file restored after a reload, resumes) the upload; resolves to the title made. */
  upload(file: File | null, fields: DirectUploadFields): Promise<Video>;
  /** A file restored after a reload (its bytes may need picking again), if any. */
  restored(): { name: string; size: number; percent: number; needsFile: boolean } | null;
  pauseResume(): void;
  cancel(): void;
  close(): void;
}

export function createDirectUploader(
  token: string | null,
  onProgress: (progress: DirectUploadProgress) => void,
  onRestored: () => void,
): DirectUploader {
  const uppy = new Uppy<FileMeta, Record<string, never>>({
    id: 'admin-video-upload',
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1 },
  });
  const videos = new Map<string, Video>();
  const samples: { at: number; bytes: number }[] = [];
  let state: DirectUploadProgress = { loaded: 0, total: 0, speed: 0, paused: false, offline: false };
  const report = (next: Partial<DirectUploadProgress>) => {
    state = { ...state, ...next };
    onProgress(state);
  };

  uppy.use(GoldenRetriever, { serviceWorker: false });
  uppy.use(AwsS3, {
    shouldUseMultipart: true,
    limit: PARALLEL_PARTS,
    retryDelays: RETRY_DELAYS,
    getChunkSize: (file) =>
      Math.max(DIRECT_UPLOAD_LIMITS.partSize, Math.ceil(file.size / DIRECT_UPLOAD_LIMITS.maxParts)),
    createMultipartUpload: async (file) => {
      const started = await call<{ uploadId: string; key: string }>(token, 'POST', '/uploads', {
        filename: file.name,
        size: file.size,
        contentType: file.type || undefined,
      });
      return { uploadId: started.uploadId, key: started.key };
    },
    signPart: async (_file, { uploadId, partNumber }) => {
      const signed = await call<{ url: string; expiresIn: number }>(
        token,
        'GET',
        `/uploads/${encodeURIComponent(uploadId ?? '')}/parts/${partNumber}`,
      );
      return { method: 'PUT', url: signed.url, expires: signed.expiresIn };
    },
    listParts: async (_file, { uploadId }) => {
      const listed = await call<{ parts: AwsS3Part[] }>(
        token,
        'GET',
        `/uploads/${encodeURIComponent(uploadId ?? '')}/parts`,
      );
      return listed.parts;
    },
    completeMultipartUpload: async (file, { uploadId }) => {
      const fields = JSON.parse(String(file.meta.fields ?? '{}')) as DirectUploadFields;
      const done = await call<{ video: Video }>(
        token,
        'POST',
        `/uploads/${encodeURIComponent(uploadId ?? '')}/complete`,
        {
          metadata: fields,
        },
      );
      videos.set(file.id, done.video);
      return {};
    },
    abortMultipartUpload: async (_file, { uploadId }) => {
      await call(token, 'DELETE', `/uploads/${encodeURIComponent(uploadId ?? '')}`).catch(() => undefined);
    },
  });

  uppy.on('upload-progress', (_file, progress) => {
    const now = Date.now();
    samples.push({ at: now, bytes: progress.bytesUploaded });
    while (samples.length > 2 && samples[0]!.at < now - SPEED_WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const seconds = (now - first.at) / 1000;
    const speed = seconds > 0 ? Math.max(0, (progress.bytesUploaded - first.bytes) / seconds) : 0;
    report({ loaded: progress.bytesUploaded, total: progress.bytesTotal ?? state.total, speed });
  });
  uppy.on('restored', () => onRestored());
  uppy.on('is-offline', () => report({ offline: true, speed: 0 }));
  // Back online: requests that gave up meanwhile are tried again, from the parts stored.
  uppy.on('back-online', () => {
    report({ offline: false });
    const failed = uppy.getFiles().some((f) => f.error);
    if (failed && !state.paused) void uppy.retryAll();
  });

  const current = (): DirectFile | undefined => uppy.getFiles()[0];

  return {
    upload: (file, fields) =>
      new Promise<Video>((resolve, reject) => {
        const existing = current();
        if (file && (!existing || existing.name !== file.name || existing.size !== file.size)) {
          if (existing) uppy.removeFile(existing.id);
          uppy.addFile({ name: file.name, type: file.type, data: file, meta: { fields: JSON.stringify(fields) } });
        } else if (file && existing?.isGhost) {
          // The same file picked again after a reload: its bytes, the upload's id and parts kept.
          uppy.addFile({ name: file.name, type: file.type, data: file, meta: existing.meta });
        }
        const onSuccess = (done: DirectFile | undefined) => {
          const video = done ? videos.get(done.id) : undefined;
          if (!video) return;
          cleanup();
          // Cleared once Uppy has finished with the upload (its own 'complete' handlers still read it).
          uppy.once('complete', () => setTimeout(() => uppy.clear(), 0));
          resolve(video);
        };
        const onError = (_f: DirectFile | undefined, error: Error & { status?: number }) => {
          // Offline: wait for back-online (retried then). A refusal by the gateway ends the upload.
          if (!navigator.onLine) return;
          cleanup();
          const refused = error.status !== undefined && error.status >= 400 && error.status < 500;
          if (refused) uppy.once('complete', () => setTimeout(() => uppy.clear(), 0));
          reject(error);
        };
        const cleanup = () => {
          uppy.off('upload-success', onSuccess);
          uppy.off('upload-error', onError);
        };
        uppy.on('upload-success', onSuccess);
        uppy.on('upload-error', onError);
        const target = current();
        report({ loaded: target?.progress.bytesUploaded || 0, total: target?.size ?? 0, paused: false });
        void (target?.error ? uppy.retryAll() : uppy.upload());
      }),
    restored: () => {
      const file = current();
      if (!file) return null;
      return {
        name: file.name ?? '',
        size: file.size ?? 0,
        percent: file.progress.percentage ?? 0,
        needsFile: Boolean(file.isGhost),
      };
    },
    pauseResume: () => {
      const file = current();
      if (!file) return;
      const paused = uppy.pauseResume(file.id);
      report({ paused: Boolean(paused), speed: 0 });
    },
    cancel: () => {
      uppy.cancelAll();
      report({ loaded: 0, total: 0, speed: 0, paused: false });
    },
    close: () => uppy.destroy(),
  };
}
