export * from './courts.rules';
export * from './courts.schemas';
