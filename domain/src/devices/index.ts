export * from './devices.rules';
export * from './devices.schemas';
