import { describe, it } from 'vitest';
import { expectRecordRoundLive } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:email-templates';
const URL = '/api/v1/email-templates';

const templatePayload = (name: string) => ({
  name,
  key: 'welcome.member',
  translations: {
    en: {
      subject: 'Welcome, {{ name }}',
      html: '<p>Welcome to <strong>{{ club }}</strong>, {{ name }}!</p>',
    },
    vi: {
      subject: 'Chào mừng {{ name }}',
      html: '<p>Chào mừng {{ name }} đến với <strong>{{ club }}</strong>!</p>',
      text: 'Chào mừng {{ name }} đến với {{ club }}!',
    },
  },
  variables: [{ name: 'name', sample: 'Trần Thị Bình' }, { name: 'club' }],
});

describe.runIf(redisAvailable)('e-mail templates live across instances (Redis adapter)', () => {
  it('brings staff on the other instance a template created, edited and deleted, and keeps the room from those without email-template.view', async () => {
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
        permission: 'email-template.view',
        outsiderPermission: 'notification.templates.view',
        event: 'email_template',
        path: URL,
        created: templatePayload('Chào mừng thành viên'),
        edited: templatePayload('Chào mừng thành viên mới'),
        editedName: 'Chào mừng thành viên mới',
      });
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
