import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import { Eye, MonitorPlay, MoreHorizontal, Pencil, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

/** The "…" menu of a match row: details, edit, live scoring and the public scoreboard, as the caller may. */
export function MatchRowActions({ match }: { match: Match }) {
  const { t } = useTranslation(['matches', 'ui']);
  const { can } = useAuth();
  const navigate = useNavigate();
  const canLiveScore = can('match.edit') && canTransition('start_live', match.status);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('ui:table.row_actions', { row: match.event })}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view" onSelect={() => navigate(`/matches/${match.id}`)}>
              <Eye size={14} aria-hidden="true" />
              {t('matches:actions.view')}
            </Menu.Item>
            {can('match.edit') && canTransition('edit', match.status) && (
              <Menu.Item value="edit" onSelect={() => navigate(`/matches/${match.id}/edit`)}>
                <Pencil size={14} aria-hidden="true" />
                {t('matches:actions.edit')}
              </Menu.Item>
            )}
            {canLiveScore && (
              <Menu.Item value="live" onSelect={() => navigate(`/matches/${match.id}/live-score`)}>
                <Radio size={14} aria-hidden="true" />
                {t('matches:actions.live_score')}
              </Menu.Item>
            )}
            <Menu.Item value="scoreboard" asChild>
              <a href={`/public-scoreboard/${match.id}`} target="_blank" rel="noopener">
                <MonitorPlay size={14} aria-hidden="true" />
                {t('matches:actions.scoreboard')}
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
