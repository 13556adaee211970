/*
 * The shapes of the HTTP API as zod schemas: the gateway validates requests with them and
 * generates the OpenAPI document from them; the domain files infer their types from them. A
 * separate entry (`@streamhub/contracts/schemas`), so clients that import only types never
 * bundle zod.
 */
export { z } from 'zod';
export * from './common';
export * from './query';
export * from './http';
export * from './auth';
export * from './privacy';
export * from './device-grant';
export * from './device-sessions';
export * from './profiles';
export * from './catalog';
export * from './billing';
export * from './support';
export * from './banner';
export * from './streams';
export * from './analytics';
export * from './drm';
export * from './downloads';
export * from './uploads';
export * from './ads';
export * from './live';
export * from './imports';
