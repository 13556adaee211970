export * from './create-i18n';
export * from './format';
export * from './server-message-keys';
export * from './catalog-check';
export * from './kit-messages';
export * from './message-getters';
export * from './LanguagePicker';
