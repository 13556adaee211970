import type { DeviceCodeReply, DeviceRequest, DeviceTokenReply } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** Sign-in on a TV with a code (RFC 8628); the rules are in docs/devices.md. */
export const startDeviceSignIn = (clientName: string): Promise<DeviceCodeReply> =>
  dataOf(api.POST('/api/v1/auth/device/code', { body: { clientName } }));

/** The TV's poll: rejects with the RFC's code (authorization_pending, slow_down, …) until approved. */
export const pollDeviceToken = (deviceCode: string): Promise<DeviceTokenReply> =>
  dataOf(
    api.POST('/api/v1/auth/device/token', {
      body: { deviceCode },
      ...api.callOptions({ redirectOnUnauthorized: false }),
    }),
  );

export const lookUpDevice = (userCode: string): Promise<DeviceRequest> =>
  dataOf(api.POST('/api/v1/auth/device/lookup', { body: { userCode } }));

export const approveDevice = (userCode: string, profileId?: string): Promise<DeviceRequest> =>
  dataOf(api.POST('/api/v1/auth/device/approve', { body: { userCode, ...(profileId ? { profileId } : {}) } }));

export const denyDevice = (userCode: string): Promise<DeviceRequest> =>
  dataOf(api.POST('/api/v1/auth/device/deny', { body: { userCode } }));
