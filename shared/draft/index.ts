export * from './draft-body';
export * from './validate-draft';
export * from './incremental-validation';
export * from './refusal';
export * from './skeleton';
export * from './fee-rows';
export * from './schema-paths';
export * from './list-limits';
