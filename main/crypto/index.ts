export * from './aead';
export * from './errors';
export * from './field-cipher';
export * from './key-file-secret-store';
export * from './private-files';
export type * from './secret-store';
export * from './state-mac';
