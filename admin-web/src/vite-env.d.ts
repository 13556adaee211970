/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The viewer site; signed-in non-admins are sent to its home page. */
  readonly VITE_WEB_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
