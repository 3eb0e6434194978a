export * from './define';
export * from './status-reasons';
export * from './attempt-summaries';
export * from './store-mismatch';
export * from './fill-placeholders';
