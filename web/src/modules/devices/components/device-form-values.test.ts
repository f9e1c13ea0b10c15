import type { Device } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { deviceFormDefaults, parseDeviceForm } from './device-form-values';

const blocked: Device = {
  id: 4,
  name: 'Điện thoại cũ của Bảo',
  description: null,
  status: 'blocked',
  platform: 'android',
  os_version: '11',
  app_version: '2.1.5',
  manufacturer: 'Vivo',
  model: 'V2111',
  serial_number: 'VIVO2111BD',
  ip_address: '113.161.26.58',
  mac_address: null,
  registered_at: '2026-08-01T00:00:00.000Z',
  last_active_at: null,
  sort_order: 0,
  is_archived: false,
  user: { id: 7, name: 'Đặng Quốc Bảo', username: 'bao.dang' },
  has_push_token: false,
  block_reason: 'Máy bị mất',
  blocked_at: '2026-11-02T00:00:00.000Z',
  blocked_by: null,
  created_at: '2026-08-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
};

describe('device form values', () => {
  it('leave a blocked device status out, so saving the form never unblocks it', () => {
    const input = parseDeviceForm(deviceFormDefaults(blocked));
    expect(input.status).toBeUndefined();
    expect(input).toMatchObject({
      name: blocked.name,
      user_id: 7,
      mac_address: null,
      ip_address: '113.161.26.58',
    });
  });

  it('start a new device active on Android, and turn blank fields into nothing', () => {
    const input = parseDeviceForm({ ...deviceFormDefaults(), name: 'Máy tính bảng sân 1' });
    expect(input).toMatchObject({
      status: 'active',
      platform: 'android',
      serial_number: null,
      description: null,
    });
  });

  it('normalise a typed MAC address and refuse a malformed one', () => {
    expect(
      parseDeviceForm({ ...deviceFormDefaults(), name: 'x', mac_address: 'a0-b1-c2-d3-e4-f5' }).mac_address,
    ).toBe('A0:B1:C2:D3:E4:F5');
    expect(() => parseDeviceForm({ ...deviceFormDefaults(), name: 'x', mac_address: 'a0-b1-c2' })).toThrow();
  });
});
