export * from './http';
export * from './errors';
export * from './events';
export * from './topics';
export * from './users';
export * from './catalog';
export * from './rpc';
