export * from './draft-body';
export * from './validate-draft';
