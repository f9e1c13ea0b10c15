export * from './courts.labels';
export * from './courts.rules';
export * from './courts.schemas';
