/**
 * The DUPR account of the local fake DUPR (server/src/testing/fake-dupr.ts) that global-setup.ts
 * starts for the e2e server (DUPR_BASE_URL): the profile spec connects and syncs with it.
 */
export const E2E_DUPR_ACCOUNT = {
  email: 'dupr.player@example.test',
  password: 'DuprPass1',
  player: { id: 4578, fullName: 'Trần Minh Khoa', singles: '4.125', doubles: '3.864' },
} as const;
