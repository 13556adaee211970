import type { z } from 'zod';
import type { StreamSessionGrantSchema, StreamSessionSchema } from './schemas/streams';

/**
 * Stream sessions: how many screens of an account play at once. The player opens one when it gets
 * a title's signed sources (GET /videos/{id}, one per device), keeps it alive with a heartbeat,
 * and the media path refuses the segments of a session that has ended.
 */
export const STREAM_HEARTBEAT_SECONDS = 30;
/** A session with no heartbeat for this long is over (a sleeping laptop, a closed tab). */
export const STREAM_SESSION_TTL_SECONDS = 120;
/** The browser's device id (a random id the web app keeps), one session per device. */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const STREAM_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

export const StreamMessages = {
  tooManyStreams: 'Too many people are watching on this account',
  tooManyStreamsHint: (screens: number) =>
    `Your plan allows ${screens} ${screens === 1 ? 'screen' : 'screens'} at a time. Stop watching on another device to watch here.`,
  sessionEnded: 'Playback stopped on this device: the screen was given to another device, or it was idle too long.',
  sessionEndedTitle: 'Playback stopped on this device',
  sessionEndedHint:
    'Someone chose "Stop watching there" for this device, or it was idle too long. Watch here again when a screen is free.',
  sessionAlive: 'Still watching',
  sessionStopped: 'Stopped watching there',
  sessionsListed: 'Devices watching now',
  sessionNotFound: 'That device is not watching any more',
} as const;

export type StreamSessionView = z.infer<typeof StreamSessionSchema>;
export type StreamSessionGrant = z.infer<typeof StreamSessionGrantSchema>;
