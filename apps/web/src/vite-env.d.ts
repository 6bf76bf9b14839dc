/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown in the footer and error screens; neutral default when unset. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
