export * from './chat.messages.schemas';
export * from './chat.rules';
export * from './chat.schemas';
