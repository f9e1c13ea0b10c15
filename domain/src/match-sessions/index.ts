export * from './match-sessions.labels';
export * from './match-sessions.rules';
export * from './match-sessions.schemas';
export * from './session-event.schemas';
export * from './session-plan.schemas';
export * from './signups.schemas';
