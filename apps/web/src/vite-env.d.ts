/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown in the footer and error screens; neutral default when unset. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Phone number on the privacy page; neutral default when unset. */
  readonly VITE_SUPPORT_PHONE?: string;
  /** Postal address on the privacy page, one line; neutral default when unset. */
  readonly VITE_POSTAL_ADDRESS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
