import { describe, it } from 'vitest';
import { expectRecordRoundLive } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:notification-templates';
const URL = '/api/v1/notification-templates';

const templatePayload = (name: string) => ({
  name,
  type: 'in_app',
  category: 'match',
  translations: {
    en: { subject: 'Your match at {{ court }}', content: 'Your match starts at {{ time }}.' },
    vi: { subject: 'Trận đấu tại {{ court }}', content: 'Trận đấu bắt đầu lúc {{ time }}.' },
  },
  variables: [{ name: 'court', sample: 'Sân Thảo Điền' }, { name: 'time' }],
});

describe.runIf(redisAvailable)('notification templates live across instances (Redis adapter)', () => {
  it('brings staff on the other instance a template created, edited and deleted, and keeps the room from those without notification.templates.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      await expectRecordRoundLive({
        first,
        second,
        admin,
        clients,
        url: await second.listen({ host: '127.0.0.1', port: 0 }),
        room: ROOM,
        permission: 'notification.templates.view',
        outsiderPermission: 'email-template.view',
        event: 'notification_template',
        path: URL,
        created: templatePayload('Nhắc lịch'),
        edited: templatePayload('Nhắc lịch thi đấu'),
        editedName: 'Nhắc lịch thi đấu',
      });
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
