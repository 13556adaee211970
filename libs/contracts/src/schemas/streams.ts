import { z } from 'zod';

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
  })
  .meta({ id: 'StreamSession' });

/** The session a playback reply opened: send its heartbeat every `heartbeatSeconds`. */
export const StreamSessionGrantSchema = z
  .object({ id: z.string(), heartbeatSeconds: z.int() })
  .meta({ id: 'StreamSessionGrant' });

export const StreamSessionsReplySchema = z.object({
  sessions: z.array(StreamSessionSchema),
  screens: z.int().nullable(),
});
export const StreamHeartbeatReplySchema = z.object({ id: z.string(), expiresInSeconds: z.int() });
