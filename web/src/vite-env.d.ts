/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API, e.g. `https://api.example.com`; empty means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
