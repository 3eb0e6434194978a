export * from './draft-body';
export * from './validate-draft';
export * from './incremental-validation';
