export * from './match-sessions.labels';
export * from './match-sessions.rules';
export * from './match-sessions.schemas';
