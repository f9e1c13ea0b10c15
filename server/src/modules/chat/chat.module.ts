import { chatLive } from '@pickleball/domain/chat/chat.events';
import { defineModule } from '../../platform/module';
import { chatRealtime } from './chat.realtime';
import { chatRoutes } from './chat.routes';
import { chatMigration } from './migrations/2026_11_25_0004_chat';

export const chatModule = defineModule({
  name: 'chat',
  live: chatLive,
  migrations: {
    '2026_11_25_0004_chat': chatMigration,
  },
  routes: chatRoutes,
  // Chat rooms are the chat's to grant; its socket messages (typing, delivered) are its own.
  start: (services) => services.realtime.registerChat(chatRealtime(services)),
});
