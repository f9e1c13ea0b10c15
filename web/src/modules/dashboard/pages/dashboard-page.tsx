import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { BadgeCheck, History, KeyRound, Shield, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAccessLabels } from '../../../components/access-labels';
import { StatCards } from '../../../components/stat-cards';
import { useAuth } from '../../../lib/auth';
import { usePermissionStats, useRoleStats, useUserStats } from '../api/get-stats';

function greetingKey(hour: number): string {
  if (hour < 12) return 'dashboard:greeting.morning';
  if (hour < 18) return 'dashboard:greeting.afternoon';
  return 'dashboard:greeting.evening';
}

/** A titled block of figures with a link to the module and an error state with retry. */
function Section({
  title,
  linkLabel,
  linkTo,
  isError,
  onRetry,
  children,
}: {
  title: string;
  linkLabel: string;
  linkTo: string;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between" align="center">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Button asChild variant="ghost" size="sm" colorPalette="blue">
          <RouterLink to={linkTo}>{linkLabel}</RouterLink>
        </Button>
      </HStack>
      {isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('load_failed')}</Alert.Title>
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * First version of the dashboard (issue 3): a greeting and the figures of each module the user
 * may see. Later modules add their sections here, each behind its view permission; `children`
 * are cards composed in by the app (app/pages/dashboard-route), shown first.
 */
export default function DashboardPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { user, can, permissions } = useAuth();
  const { roleLabel } = useAccessLabels();
  const canSeeUsers = can('user.view');
  const canSeeRoles = can('role.view');
  const canSeePermissions = can('permission.view');
  const users = useUserStats(canSeeUsers);
  const roles = useRoleStats(canSeeRoles);
  const permissionStats = usePermissionStats(canSeePermissions);

  if (!user) return null;

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t(greetingKey(new Date().getHours()), { name: user.name })}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
        {user.roles.length > 0 && (
          <Wrap gap="2" aria-label={t('your_roles')}>
            {user.roles.map((role) => (
              <Badge key={role.id} colorPalette="blue" variant="subtle">
                {roleLabel(role)}
              </Badge>
            ))}
          </Wrap>
        )}
      </Stack>

      {children}

      {permissions.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('no_access.title')}</Alert.Title>
            <Alert.Description>{t('no_access.description')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {canSeeUsers && (
        <Section
          title={t('users.title')}
          linkLabel={t('users.open')}
          linkTo="/users"
          isError={users.isError}
          onRetry={() => void users.refetch()}
        >
          <StatCards
            isLoading={users.isPending}
            columns={{ base: 2, md: 4 }}
            items={[
              { id: 'total', label: t('users.total'), value: users.data?.total, icon: <Users size={16} /> },
              {
                id: 'active',
                label: t('users.active'),
                value: users.data?.active,
                icon: <UserCheck size={16} />,
                colorPalette: 'green',
              },
              {
                id: 'inactive',
                label: t('users.inactive'),
                value: users.data?.inactive,
                icon: <UserX size={16} />,
                colorPalette: 'red',
              },
              {
                id: 'new',
                label: t('users.new_this_month'),
                value: users.data?.new_this_month,
                icon: <UserPlus size={16} />,
                colorPalette: 'purple',
              },
            ]}
          />
        </Section>
      )}

      {(canSeeRoles || canSeePermissions) && (
        <Section
          title={t('access.title')}
          linkLabel={canSeeRoles ? t('access.open_roles') : t('access.open_permissions')}
          linkTo={canSeeRoles ? '/roles' : '/permissions'}
          isError={roles.isError || permissionStats.isError}
          onRetry={() => {
            if (roles.isError) void roles.refetch();
            if (permissionStats.isError) void permissionStats.refetch();
          }}
        >
          <StatCards
            columns={{ base: 2, md: 4 }}
            items={[
              ...(canSeeRoles
                ? [
                    {
                      id: 'roles',
                      label: t('access.roles'),
                      value: roles.data?.total,
                      icon: <Shield size={16} />,
                    },
                    {
                      id: 'roles-with-users',
                      label: t('access.roles_with_users'),
                      value: roles.data?.with_users,
                      icon: <BadgeCheck size={16} />,
                      colorPalette: 'green',
                    },
                  ]
                : []),
              ...(canSeePermissions
                ? [
                    {
                      id: 'permissions',
                      label: t('access.permissions'),
                      value: permissionStats.data?.total,
                      icon: <KeyRound size={16} />,
                      colorPalette: 'orange',
                    },
                    {
                      id: 'groups',
                      label: t('access.permission_groups'),
                      value: permissionStats.data?.groups,
                      icon: <KeyRound size={16} />,
                      colorPalette: 'purple',
                    },
                  ]
                : []),
            ]}
          />
        </Section>
      )}

      {can('audit.view') && (
        <Box
          as="section"
          aria-label={t('audit.title')}
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p="4"
        >
          <HStack justify="space-between" gap="4" flexWrap="wrap">
            <HStack gap="3">
              <Box color="blue.fg" aria-hidden="true">
                <History size={20} />
              </Box>
              <Stack gap="0">
                <Heading as="h2" size="sm">
                  {t('audit.title')}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t('audit.description')}
                </Text>
              </Stack>
            </HStack>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/audit">{t('audit.open')}</RouterLink>
            </Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
