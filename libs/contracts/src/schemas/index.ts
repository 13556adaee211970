/*
 * The shapes of the HTTP API as zod schemas: the gateway validates requests with them and
 * generates the OpenAPI document from them; the domain files infer their types from them. A
 * separate entry (`@streamhub/contracts/schemas`), so clients that import only types never
 * bundle zod.
 */
export { z } from 'zod';
export * from '../http/common-schemas';
export * from '../http/query-schemas';
export * from '../http/schemas';
export * from '../auth/schemas';
export * from '../privacy/schemas';
export * from '../device-grant/schemas';
export * from '../device-sessions/schemas';
export * from '../profiles/schemas';
export * from '../catalog/schemas';
export * from '../billing/schemas';
export * from '../support/schemas';
export * from '../banner/schemas';
export * from '../streams/schemas';
export * from '../analytics/schemas';
export * from '../drm/schemas';
export * from '../downloads/schemas';
export * from '../media/upload-schemas';
export * from '../ads/schemas';
export * from '../live/schemas';
export * from '../imports/schemas';
export * from '../messaging/event-schemas';
