/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the Admin link in the header points (the admin-web app). */
  readonly VITE_ADMIN_URL?: string;
  /** "Are you still watching?" after this many autoplayed parts in a row (default 3; 0: never). */
  readonly VITE_STILL_WATCHING_AFTER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
