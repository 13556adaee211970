import { z } from 'zod';
import { DEVICE_SESSION_KINDS } from './constants';
import { dateTime } from '../http/common-schemas';

export const DeviceSessionSchema = z
  .object({
    id: z.string(),
    /** The device's label: its browser and system, or the name a TV gave itself. */
    name: z.string(),
    kind: z.enum(DEVICE_SESSION_KINDS).describe('How it signed in: password, sign-up, TV code or admin hand-off'),
    signedInAt: dateTime(),
    lastSeenAt: dateTime(),
    /** Coarse: the network it signed in from, never the full address. */
    place: z.string(),
    /** The session this request runs under. */
    current: z.boolean(),
    expiresAt: dateTime(),
  })
  .meta({ id: 'DeviceSession' });

export const DeviceSessionListSchema = z
  .object({ sessions: z.array(DeviceSessionSchema) })
  .meta({ id: 'DeviceSessionList' });

export const SignOutOthersReplySchema = z
  .object({ signedOut: z.int().describe('How many other sessions were ended') })
  .meta({ id: 'SignOutOthersReply' });

export type DeviceSession = z.infer<typeof DeviceSessionSchema>;
export type DeviceSessionList = z.infer<typeof DeviceSessionListSchema>;
export type SignOutOthersReply = z.infer<typeof SignOutOthersReplySchema>;
