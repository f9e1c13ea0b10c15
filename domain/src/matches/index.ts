export * from './match-title';
export * from './matches.labels';
export * from './matches.rules';
export * from './matches.schemas';
