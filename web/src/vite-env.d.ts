/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the Admin link in the header points (the admin-web app). */
  readonly VITE_ADMIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
