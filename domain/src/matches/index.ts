export * from './matches.labels';
export * from './matches.rules';
export * from './matches.schemas';
