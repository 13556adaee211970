// The backend services run as their own processes (media-worker joins with the media pipeline).
export const SERVICES = ['auth', 'catalog', 'billing', 'support', 'banner'];
