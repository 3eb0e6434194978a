export * from './contract';
export * from './result';
export * from './views';
