import { describe, expect, it } from 'vitest';
import { createUserAndLogin } from '../../testing/factories';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:users';

describe.runIf(redisAvailable)('my profile live across instances (Redis adapter)', () => {
  it('brings staff watching the users list, on the other instance, the changes a user makes to their own profile', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['user.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      // A player without user.view may not listen to the users list, their own changes included.
      const player = await createUserAndLogin(first, admin, [], { name: 'Nguyễn Văn An' });
      const own = clients.open(url, player.accessToken);
      await own.connected();
      expect(await own.subscribe([ROOM])).toEqual({ joined: [], denied: [ROOM] });

      let mark = markEvents(viewer.socket);
      const saved = await call(first, player, {
        method: 'PUT',
        url: '/api/v1/profile',
        payload: {
          name: 'Nguyễn Văn An Khang',
          email: 'an.khang@example.com',
          phone: null,
          date_of_birth: '1990-04-30',
          gender: 'male',
          country_code: 'VN',
          province_code: '79',
          ward_code: '26743',
          address_detail: '12 Lê Lợi',
          bio: null,
          weight_kg: null,
          height_cm: null,
          rankpoint_type: null,
          single_point: null,
          double_point: null,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const onProfile = await mark.waitFor(
        'user.updated',
        player.userId,
        'the user who edited their profile',
      );
      expect(onProfile.id).toBe(player.userId);

      mark = markEvents(viewer.socket);
      const renamed = await call(first, player, {
        method: 'PUT',
        url: '/api/v1/profile/username',
        payload: { username: 'ankhang90' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await mark.waitFor('user.updated', player.userId, 'the user with a new username')).id).toBe(
        player.userId,
      );
      const seen = await call(second, viewer.session, {
        method: 'GET',
        url: `/api/v1/users/${player.userId}`,
      });
      expect(seen.json().data).toMatchObject({ name: 'Nguyễn Văn An Khang', username: 'ankhang90' });
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
