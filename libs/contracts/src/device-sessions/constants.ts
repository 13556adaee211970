/*
 * Devices: every sign-in (password, sign-up, TV code, admin hand-off) opens a device session whose
 * id the access token carries (`sid`). The account holder lists them under Profile → Devices and
 * signs out one, or all but the current one; a signed-out session's tokens stop working on the
 * next request at every gateway replica, because its id joins the user's access state in Redis.
 * See docs/devices.md.
 */
/** How a device session began. */
export const DEVICE_SESSION_KINDS = ['password', 'signup', 'device-code', 'handoff'] as const;
export type DeviceSessionKind = (typeof DEVICE_SESSION_KINDS)[number];

export const DeviceSessionLimits = {
  /** A device's label as stored (a browser and system, or the TV's own name). */
  nameMaxLength: 80,
  /**
   * Signed-out sessions whose tokens could still be unexpired are listed in the access state the
   * gateway reads on every request. Past this many, the account's token version is raised instead
   * (every session ends), so the state stays small.
   */
  revokedListMax: 100,
  /** A gateway replica records a session's "last seen" at most this often. */
  seenIntervalSeconds: 60,
} as const;

export const DeviceSessionPatterns = {
  /** Body: none. Reply: DeviceSessionList. Needs an account principal. */
  list: 'auth.sessions.list',
  /** Body: SignOutDeviceRequest. Reply: DeviceSessionList. Needs an account principal. */
  signOut: 'auth.sessions.sign-out',
  /** Body: none. Reply: SignOutOthersReply. Needs an account principal. */
  signOutOthers: 'auth.sessions.sign-out-others',
} as const;

export const DeviceSessionMessages = {
  listed: 'Your devices',
  signedOut: 'The device was signed out',
  othersSignedOut: 'Every other device was signed out',
  notFound: 'This device is not signed in to your account',
} as const;

/**
 * Where a gateway replica notes when each of a user's sessions was last seen (a Redis hash:
 * session id → Unix ms); the auth service reads it when it lists the devices.
 */
export const deviceSessionsSeenKey = (userId: string): string => `auth:sessions-seen:${userId}`;
/** Body of `DeviceSessionPatterns.signOut`. */
export interface SignOutDeviceRequest {
  sessionId: string;
}

/** A session id as the auth service makes them (base64url of 16 random bytes). */
export const DEVICE_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
