import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';

/** Base URLs of the running stack; override through the environment. */
export const WEB_URL = (process.env.WEB_URL || 'http://127.0.0.1:5173').replace(/\/$/, '');
export const ADMIN_URL = (process.env.ADMIN_URL || 'http://127.0.0.1:5174').replace(/\/$/, '');
export const GATEWAY_URL = (process.env.GATEWAY_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

/** Debian's Chromium, headless, launched as every browser script and benchmark launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** Where both apps keep the session (web-kit's session store). */
export const TOKEN_KEY = 'streamhub.token';
export const USER_KEY = 'streamhub.user';

/** Every page of `context` starts signed in as `session`: both apps read the same storage keys. */
export async function seedSession(context: BrowserContext, session: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, user);
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)] as const,
  );
}
