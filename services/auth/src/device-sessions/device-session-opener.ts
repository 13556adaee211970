import type { ClientDevice, DeviceSessionKind } from '@streamhub/contracts';
import type { UserRecord } from '../users/user.record';

/** What every sign-in path needs of device sessions: open one and get its first access token. */
export abstract class DeviceSessionOpener {
  abstract open(
    user: UserRecord,
    kind: DeviceSessionKind,
    device: ClientDevice | undefined,
    lifetimeSeconds: number,
  ): Promise<string>;
}
