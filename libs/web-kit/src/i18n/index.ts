export * from './create-i18n';
export * from './format';
export * from './server-message-keys';
export * from './catalog-check';
