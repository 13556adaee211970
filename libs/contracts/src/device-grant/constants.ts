/*
 * Signing in on a TV (or any device without a keyboard) with a code, after OAuth 2.0's Device
 * Authorization Grant (RFC 8628): the TV asks for a device code and a short user code, a signed-in
 * viewer approves the user code on a phone at /activate, and the TV polls until it gets a session.
 * See docs/devices.md.
 */
/**
 * User codes use 20 consonants (RFC 8628 §6.1's alphabet: no vowels, so no words; no 0/O, 1/I/L
 * look-alikes), 8 of them: 20^8 ≈ 2.56 × 10^10 codes, shown as XXXX-XXXX.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
export const DeviceGrantLimits = {
  /** How long a code can be approved (and polled for). */
  codeSeconds: 600,
  /** The least time between two polls of one device code; a quicker poll answers `slow_down`. */
  pollIntervalSeconds: 5,
  /** The device's own label, as the TV names itself ("Living room TV"). */
  clientNameMaxLength: 60,
} as const;

/** Normalises what a person typed (lower case, spaces, dashes) to the stored form, or '' if it cannot be a code. */
export function normalizeUserCode(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 32) return '';
  const code = raw.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return '';
  return [...code].every((c) => USER_CODE_ALPHABET.includes(c)) ? code : '';
}

/** XXXX-XXXX, as screens show a user code. */
export function formatUserCode(code: string): string {
  return code.length === USER_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export const DeviceGrantPatterns = {
  /** Body: StartDeviceSignInRpcRequest. Reply: DeviceCodeReply. Public. */
  start: 'auth.device.start',
  /** Body: DeviceTokenRequest. Reply: DeviceTokenReply, or a 400 with an RFC 8628 code. Public. */
  token: 'auth.device.token',
  /** Body: UserCodeRpcRequest. Reply: DeviceRequest. Needs an account principal. */
  describe: 'auth.device.describe',
  /** Body: ApproveDeviceRpcRequest. Reply: DeviceRequest. Needs an account principal. */
  approve: 'auth.device.approve',
  /** Body: UserCodeRpcRequest. Reply: DeviceRequest. Needs an account principal. */
  deny: 'auth.device.deny',
} as const;

export const DeviceGrantMessages = {
  clientNameTooLong: `A device name can be at most ${DeviceGrantLimits.clientNameMaxLength} characters`,
  codeCreated: 'Enter this code on your phone to sign in',
  userCodeInvalid: 'This code is not valid or has expired. Check the code on your TV and try again.',
  deviceCodeInvalid: 'This device code is not valid. Start the sign-in again.',
  pending: 'Waiting for the code to be approved',
  slowDown: `Polling too fast: wait at least ${DeviceGrantLimits.pollIntervalSeconds} seconds between polls`,
  expired: 'The code expired. Start the sign-in again.',
  denied: 'The sign-in was declined',
  found: 'Device found',
  approved: 'Device signed in',
  deniedByYou: 'Sign-in declined',
  signedIn: 'Signed in',
} as const;
