export * from './calendar.rules';
export * from './recurrence';
export * from './time-zones';
