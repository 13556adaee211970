import { randomBytes, randomInt } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRole } from '@streamhub/contracts';
import { signInAs, signUpVerifiedUser, DEMO_ADMIN } from './accounts';
import { testEnv, unique } from './env';

/**
 * Signs an access token the way the auth service does (HS256, `iat` and `exp`), with the stack's
 * secret unless told otherwise — for tests of what the gateway refuses: forged, expired, unknown
 * users, claims that lie about the role. The gateway accepts a token only for a user that exists,
 * so tests that need a working caller use `newViewer`/`adminToken` instead.
 */
export function signTestToken(
  claims: { sub: string; email: string; role: UserRole; isAdmin?: boolean; tv?: number },
  { secret = stackSecret(), expiresIn = 600 }: { secret?: string; expiresIn?: number } = {},
): string {
  return jwt.sign({ tv: 0, ...claims, isAdmin: claims.isAdmin ?? claims.role === 'admin' }, secret, {
    algorithm: 'HS256',
    expiresIn,
  });
}

function stackSecret(): string {
  if (!testEnv.jwtSecret)
    throw new Error('JWT_SECRET is not set: run tests through `npm test` (it reads the stack env)');
  return testEnv.jwtSecret;
}

/** A fresh id in MongoDB's ObjectId format (24 hex digits), e.g. for a user or video that does not exist. */
export function newObjectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

let demoAdminToken: Promise<string> | undefined;

/** The demo admin's token (signed in once per test file). */
export function adminToken(): Promise<string> {
  demoAdminToken ??= signInAs(DEMO_ADMIN).then((result) => result.token);
  return demoAdminToken;
}

export interface TestViewer {
  token: string;
  userId: string;
  email: string;
  password: string;
  mobile: string;
}

/** A new viewer account, signed up and verified through the API (OTP read from the mail catcher). */
export async function newViewer({ mobile: given }: { mobile?: string } = {}): Promise<TestViewer> {
  const email = `${unique('user')}@test.local`;
  const password = 'viewer-pass';
  // A mobile number of its own: billing gives a plan's trial once per number.
  const mobile = given ?? `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const { token, userId } = await signUpVerifiedUser({ name: 'Test Viewer', email, mobile, password });
  return { token, userId, email, password, mobile };
}

/** A new viewer's token. */
export const viewerToken = async (): Promise<string> => (await newViewer()).token;
