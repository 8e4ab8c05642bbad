/** Base of every API call; empty means the same origin (the dev server proxies /api and /uploads). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
