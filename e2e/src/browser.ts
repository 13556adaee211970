import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { closeTestKafka } from '@streamhub/testkit';
import { chromiumLaunchOptions } from './chromium.mjs';

/** Base URLs of the running stack; override through the environment. */
export const WEB_URL = (process.env.WEB_URL || 'http://127.0.0.1:5173').replace(/\/$/, '');
export const ADMIN_URL = (process.env.ADMIN_URL || 'http://127.0.0.1:5174').replace(/\/$/, '');
export const GATEWAY_URL = (process.env.GATEWAY_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

/** Debian's Chromium, headless, launched as every browser script and benchmark launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/**
 * One browser for the test file, launched before its tests and closed after them (then `alsoAfter`
 * runs, when given); returns its getter.
 */
export function browserPerFile(alsoAfter?: () => Promise<void>): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await alsoAfter?.();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it in a hook or a test');
    return browser;
  };
}

/**
 * After a file's tests: closes its browser, then the test Kafka producer, then removes its scratch
 * directory (when one was made).
 */
export async function closeBrowserKafkaAndDir(browser: Browser | undefined, dir: string | undefined): Promise<void> {
  await browser?.close();
  await closeTestKafka();
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** Where both apps keep the session (web-kit's session store). */
export const TOKEN_KEY = 'streamhub.token';
export const USER_KEY = 'streamhub.user';

/** Every page of `context` starts signed in as `session`: both apps read the same storage keys. */
export async function seedSession(context: BrowserContext, session: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      // A new page's first document (about:blank) has no origin, and no storage to seed.
      if (!location.protocol.startsWith('http')) return;
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, user);
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)] as const,
  );
}

/**
 * Gives each test of the file a fresh browser context (own storage, so every visitor starts as a
 * guest) and a page in it, handed to `use`. An uncaught error on any page of the context, also one
 * a test opens later, fails the test.
 */
export function pagePerTest(
  browser: () => Browser,
  use: (page: Page, context: BrowserContext) => void,
  {
    viewport = { width: 1280, height: 900 },
    timeoutMs,
  }: { viewport?: { width: number; height: number }; timeoutMs?: number } = {},
): void {
  let context: BrowserContext | undefined;
  const errors: Error[] = [];
  beforeEach(async () => {
    errors.length = 0;
    context = await browser().newContext({ viewport });
    context.on('page', (page) => page.on('pageerror', (error) => errors.push(error)));
    const page = await context.newPage();
    if (timeoutMs !== undefined) page.setDefaultTimeout(timeoutMs);
    use(page, context);
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    expect(errors.map((error) => error.message)).toEqual([]);
  });
}
