export * from './env';
export * from './http';
export * from './wait';
export * from './tokens';
export * from './kafka';
export * from './rpc';
export * from './mail';
