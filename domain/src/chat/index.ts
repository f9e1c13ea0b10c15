export * from './chat.rules';
export * from './chat.schemas';
