import { z } from 'zod';
import { DeviceGrantLimits, DeviceGrantMessages, USER_CODE_LENGTH } from './constants';
import { dateTime } from '../http/common-schemas';
import { PublicUserSchema } from '../auth/schemas';
import type { RequestOf } from '../http/schemas';
import type { ClientDevice } from '../auth/constants';

export const StartDeviceSignInBodySchema = z.strictObject({
  clientName: z
    .string()
    .trim()
    .max(DeviceGrantLimits.clientNameMaxLength, { error: DeviceGrantMessages.clientNameTooLong })
    .optional()
    .describe('How the device names itself on the approval screen, e.g. "Living room TV"'),
});

export const DeviceCodeReplySchema = z
  .object({
    /** The TV's secret: polled with, never shown. */
    deviceCode: z.string(),
    /** What the viewer types at /activate (XXXX-XXXX). */
    userCode: z.string().meta({ example: 'BDFG-HJKL' }),
    verificationUri: z.string(),
    /** The same page with the code filled in (for a QR code). */
    verificationUriComplete: z.string(),
    expiresIn: z.int().describe('Seconds until the codes expire'),
    interval: z.int().describe('Seconds to wait between polls'),
  })
  .meta({ id: 'DeviceCodeReply' });

export const DeviceTokenBodySchema = z.strictObject({
  deviceCode: z
    .string({ error: DeviceGrantMessages.deviceCodeInvalid })
    .max(64, { error: DeviceGrantMessages.deviceCodeInvalid }),
  grantType: z
    .literal('urn:ietf:params:oauth:grant-type:device_code')
    .optional()
    .describe("RFC 8628's grant type; optional"),
});

export const DeviceTokenReplySchema = z
  .object({
    token: z.string(),
    user: PublicUserSchema,
    /** The profile the approver picked; the device still shows "Who's watching?" (PIN locks hold there). */
    profileId: z.string().nullable(),
  })
  .meta({ id: 'DeviceTokenReply' });

export const UserCodeBodySchema = z.strictObject({
  userCode: z
    .string({ error: DeviceGrantMessages.userCodeInvalid })
    .max(32, { error: DeviceGrantMessages.userCodeInvalid })
    .meta({ example: 'BDFG-HJKL', description: `${USER_CODE_LENGTH} letters; case, spaces and dashes do not matter` }),
});

export const ApproveDeviceBodySchema = UserCodeBodySchema.extend({
  profileId: z.string().max(64).optional().describe('A profile of the account to suggest on the device'),
});

export const DeviceRequestSchema = z
  .object({
    userCode: z.string(),
    /** The device's own label, or its browser and system. */
    deviceName: z.string(),
    requestedAt: dateTime(),
    expiresAt: dateTime(),
    status: z.enum(['pending', 'approved', 'denied']),
  })
  .meta({ id: 'DeviceRequest' });

export type DeviceCodeReply = z.infer<typeof DeviceCodeReplySchema>;
export type DeviceTokenReply = z.infer<typeof DeviceTokenReplySchema>;
export type DeviceRequest = z.infer<typeof DeviceRequestSchema>;
export type StartDeviceSignInRequest = RequestOf<typeof StartDeviceSignInBodySchema>;
export type DeviceTokenRequest = RequestOf<typeof DeviceTokenBodySchema>;
export type UserCodeRequest = RequestOf<typeof UserCodeBodySchema>;
export type ApproveDeviceRequest = RequestOf<typeof ApproveDeviceBodySchema>;
/** As the gateway sends them: the body and the device (label from the User-Agent) it came from. */
export type StartDeviceSignInRpcRequest = StartDeviceSignInRequest & { device?: ClientDevice };
export type UserCodeRpcRequest = UserCodeRequest & { device?: ClientDevice };
export type ApproveDeviceRpcRequest = ApproveDeviceRequest & { device?: ClientDevice };
