export * from './client';
export * from './limiter';
export * from './produce-batcher';
export * from './reply-partition';
export * from './request-ledger';
export * from './requester';
export * from './server';
export * from './rpc-handler';
