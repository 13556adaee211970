import { z } from 'zod';
import { MediaEvents, VIDEO_CODECS } from './constants';

/** The payloads of the media worker's events (see auth/events.ts for how they are used). */
const videoId = z.string().min(1);
const rendition = z.object({
  width: z.number(),
  height: z.number(),
  bitrate: z.number(),
  codec: z.enum(VIDEO_CODECS).optional(),
});
const failed = z.object({ videoId, reason: z.string(), willRetry: z.boolean() });

export const MediaEventSchemas = {
  [MediaEvents.transcodeProgress]: z.object({ videoId, percent: z.number() }),
  [MediaEvents.transcodeCompleted]: z.object({
    videoId,
    renditions: z.array(rendition),
    durationSeconds: z.number(),
    poster: z.string().nullable(),
    thumb: z.string().nullable(),
    storyboard: z.string().nullable().optional(),
    trailer: z
      .object({ renditions: z.array(rendition), durationSeconds: z.number() })
      .nullable()
      .optional(),
    trailerFailure: z.string().nullable().optional(),
    audioFingerprint: z
      .object({ forward: z.string(), reversed: z.string(), seconds: z.number() })
      .nullable()
      .optional(),
  }),
  [MediaEvents.transcodeFailed]: failed,
  [MediaEvents.audioProgress]: z.object({ videoId, file: z.string(), percent: z.number() }),
  [MediaEvents.audioCompleted]: z.object({ videoId, file: z.string(), durationSeconds: z.number() }),
  [MediaEvents.audioFailed]: z.object({ videoId, file: z.string(), reason: z.string(), willRetry: z.boolean() }),
  [MediaEvents.repackageCompleted]: z.object({ videoId, seconds: z.number(), files: z.number() }),
  [MediaEvents.repackageFailed]: failed,
} as const;
