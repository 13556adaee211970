/** See chromium.mjs. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
