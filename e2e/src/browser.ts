import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';

/** Base URLs of the running stack; override through the environment. */
export const WEB_URL = (process.env.WEB_URL || 'http://127.0.0.1:5173').replace(/\/$/, '');
export const ADMIN_URL = (process.env.ADMIN_URL || 'http://127.0.0.1:5174').replace(/\/$/, '');
export const GATEWAY_URL = (process.env.GATEWAY_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');

/** Debian's Chromium, headless, launched as every browser script and benchmark launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
