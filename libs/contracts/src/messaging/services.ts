export const SERVICES = ['auth', 'catalog', 'billing', 'support', 'banner', 'analytics', 'ads'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Health ping answered by every service (used by the gateway's /health). */
export const healthPattern = <S extends ServiceName>(service: S): `${S}.health` => `${service}.health`;
