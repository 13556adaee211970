/**
 * Stream sessions: how many screens of an account play at once. A session is one playback (a
 * title on a player instance), opened when the player gets the title's signed sources (GET
 * /videos/{id}) and bound to the access token that opened it; the player keeps it alive with a
 * heartbeat, and the media path serves its links only while it is live and for its title.
 */
export const STREAM_HEARTBEAT_SECONDS = 30;
/** A session with no heartbeat for this long is over (a sleeping laptop, a closed tab). */
export const STREAM_SESSION_TTL_SECONDS = 120;
/** The browser's device id (a random id the web app keeps): a label for the device list, never an authority. */
export const DEVICE_ID_HEADER = 'x-device-id';
/**
 * Which playback a GET /videos/{id} renews: the id of the caller's own session (a refetch, the next
 * episode), `new` for a new player instance, or `none` for the details only (a title's page: no
 * sources, no screen taken). Without it, the token's one default playback.
 */
export const STREAM_SESSION_HEADER = 'x-stream-session';
export const NEW_STREAM_SESSION = 'new';
export const NO_STREAM_SESSION = 'none';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const STREAM_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** A heartbeat's beat is short random text; anything longer is not one. */
export const STREAM_BEAT_MAX = 64;

export const StreamMessages = {
  tooManyStreams: 'Too many people are watching on this account',
  tooManyStreamsHint: (screens: number) =>
    `Your plan allows ${screens} ${screens === 1 ? 'screen' : 'screens'} at a time. Stop watching on another device to watch here.`,
  sessionEnded: 'Playback stopped on this device: the screen was given to another device, or it was idle too long.',
  sessionPlayedTwice: 'Playback stopped: this stream was being played in two places at once.',
  invalidBeat: 'Send the beat that the last playback or heartbeat reply gave',
  sessionEndedTitle: 'Playback stopped on this device',
  sessionEndedHint:
    'Someone chose "Stop watching there" for this device, or it was idle too long. Watch here again when a screen is free.',
  sessionAlive: 'Still watching',
  sessionStopped: 'Stopped watching there',
  sessionsListed: 'Devices watching now',
  sessionNotFound: 'That device is not watching any more',
  sessionStale: (lastSeen: string) => `Not responding since ${lastSeen}: probably closed`,
  endStaleSession: 'End it now',
} as const;
