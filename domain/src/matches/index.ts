export * from './matches.rules';
export * from './matches.schemas';
