export * from './tasks.board';
export * from './tasks.labels';
export * from './tasks.rules';
export * from './tasks.schemas';
