import { API_PREFIX } from '@streamhub/contracts';

/** The gateway is reached through the same origin (Vite proxies /api in dev and preview). */
export const API_BASE_URL = `/${API_PREFIX}`;

export const ADMIN_APP_URL: string = import.meta.env.VITE_ADMIN_URL || 'http://127.0.0.1:5174/admin';
