export * from './calendar.rules';
export * from './calendar.schemas';
export * from './recurrence';
export * from './time-zones';
