import type { DeviceSessionList, SignOutOthersReply } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

/** Profile → Devices: the account's signed-in devices (docs/devices.md). */
export const fetchDeviceSessions = (signal?: AbortSignal): Promise<DeviceSessionList> =>
  api.get<DeviceSessionList>('/auth/sessions', { signal });

export const signOutDevice = (sessionId: string): Promise<DeviceSessionList> =>
  api.delete<DeviceSessionList>(`/auth/sessions/${encodeURIComponent(sessionId)}`);

export const signOutOtherDevices = (): Promise<SignOutOthersReply> =>
  api.post<SignOutOthersReply>('/auth/sessions/sign-out-others');
