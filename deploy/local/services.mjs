// The backend Kafka services run as their own processes (media-worker is listed in apps.mjs).
export const SERVICES = ['auth', 'catalog', 'billing', 'support', 'banner', 'analytics', 'ads'];
