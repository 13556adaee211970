import type { DeviceCodeReply, DeviceRequest, DeviceTokenReply } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

/** Sign-in on a TV with a code (RFC 8628); the rules are in docs/devices.md. */
export const startDeviceSignIn = (clientName: string): Promise<DeviceCodeReply> =>
  api.post<DeviceCodeReply>('/auth/device/code', { clientName });

/** The TV's poll: rejects with the RFC's code (authorization_pending, slow_down, …) until approved. */
export const pollDeviceToken = (deviceCode: string): Promise<DeviceTokenReply> =>
  api.post<DeviceTokenReply>('/auth/device/token', { deviceCode }, { redirectOnUnauthorized: false });

export const lookUpDevice = (userCode: string): Promise<DeviceRequest> =>
  api.post<DeviceRequest>('/auth/device/lookup', { userCode });

export const approveDevice = (userCode: string, profileId?: string): Promise<DeviceRequest> =>
  api.post<DeviceRequest>('/auth/device/approve', { userCode, ...(profileId ? { profileId } : {}) });

export const denyDevice = (userCode: string): Promise<DeviceRequest> =>
  api.post<DeviceRequest>('/auth/device/deny', { userCode });
