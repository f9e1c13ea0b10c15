import { defineModule } from '../../platform/module';
import { chatRealtime } from './chat.realtime';
import { chatRoutes } from './chat.routes';

export const chatModule = defineModule({
  name: 'chat',
  routes: chatRoutes,
  // Chat rooms are the chat's to grant; its socket messages (typing, delivered) are its own.
  start: (services) => services.realtime.registerChat(chatRealtime(services)),
});
