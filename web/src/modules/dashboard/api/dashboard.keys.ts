/** Query keys of the dashboard's figures. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  userStats: () => [...dashboardKeys.all, 'user-stats'] as const,
  roleStats: () => [...dashboardKeys.all, 'role-stats'] as const,
  permissionStats: () => [...dashboardKeys.all, 'permission-stats'] as const,
};
