import type { DeviceSessionList, SignOutOthersReply } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** Profile → Devices: the account's signed-in devices (docs/devices.md). */
export const fetchDeviceSessions = (signal?: AbortSignal): Promise<DeviceSessionList> =>
  dataOf(api.GET('/api/v1/auth/sessions', { signal }));

export const signOutDevice = (sessionId: string): Promise<DeviceSessionList> =>
  dataOf(api.DELETE('/api/v1/auth/sessions/{sessionId}', { params: { path: { sessionId } } }));

export const signOutOtherDevices = (): Promise<SignOutOthersReply> =>
  dataOf(api.POST('/api/v1/auth/sessions/sign-out-others'));
