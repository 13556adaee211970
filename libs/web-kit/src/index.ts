export * from './api-envelope';
export * from './AppToaster';
export * from './auth-user';
export * from './session-store';
export * from './busy-retry';
