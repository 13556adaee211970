/**
 * How every browser test, script and benchmark launches Chromium: Debian's build (CHROMIUM_PATH for
 * another), headless, with no network chatter of its own (the machines have no internet). Plain
 * JavaScript, so the .mjs scripts and benchmarks read the same options as the TypeScript tests.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Options for playwright-core's `chromium.launch` (a new object each call, free to extend). */
export function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...ARGS] };
}
