import { z } from 'zod';
import { STREAM_BEAT_MAX, StreamMessages } from './constants';

/** A device of the account that is playing something now. */
export const StreamSessionSchema = z
  .object({
    id: z.string(),
    /** Browser and system, e.g. "Chrome on Linux". */
    deviceName: z.string(),
    videoId: z.string(),
    title: z.string(),
    /** When this device started watching (ISO-8601). */
    since: z.string(),
    /** The caller's own device. */
    current: z.boolean(),
    /** Its player's last heartbeat (ISO-8601). */
    lastSeen: z.string(),
    /** Its heartbeats stopped (a killed browser, a lost network): it still holds a screen until it expires. */
    stale: z.boolean(),
  })
  .meta({ id: 'StreamSession' });

/**
 * The session a playback reply opened (or renewed): send its heartbeat every `heartbeatSeconds`
 * with `beat`; each heartbeat's reply gives the beat for the next one.
 */
export const StreamSessionGrantSchema = z
  .object({
    id: z.string(),
    heartbeatSeconds: z.int(),
    beat: z.string().describe('What the next heartbeat sends; a beat sent twice (two players) ends the session'),
  })
  .meta({ id: 'StreamSessionGrant' });

export const StreamSessionsReplySchema = z.object({
  sessions: z.array(StreamSessionSchema),
  screens: z.int().nullable(),
});
export const StreamHeartbeatReplySchema = z.object({
  id: z.string(),
  expiresInSeconds: z.int(),
  /** What the next heartbeat sends. */
  beat: z.string(),
});
/** A heartbeat: the beat the last playback reply or heartbeat reply gave. */
export const StreamHeartbeatBodySchema = z.strictObject({
  beat: z
    .string({ error: StreamMessages.invalidBeat })
    .max(STREAM_BEAT_MAX, { error: StreamMessages.invalidBeat })
    .describe('The beat of the last playback reply or heartbeat reply'),
});

export type StreamSessionView = z.infer<typeof StreamSessionSchema>;
export type StreamSessionGrant = z.infer<typeof StreamSessionGrantSchema>;
