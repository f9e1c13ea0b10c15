import { type Match, matchTitle } from '@pickleball/domain';
import { canTransition } from '@pickleball/domain/matches/matches.rules';
import { Eye, MonitorPlay, Pencil, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAuth } from '../../../lib/auth';

/** The "…" menu of a match row: details, edit, live scoring and the public scoreboard, as the caller may. */
export function MatchRowActions({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const { can } = useAuth();
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      rowLabel={matchTitle(t, match)}
      actions={[
        {
          value: 'view',
          label: t('matches:actions.view'),
          icon: Eye,
          onSelect: () => navigate(`/matches/${match.id}`),
        },
        {
          value: 'edit',
          label: t('matches:actions.edit'),
          icon: Pencil,
          onSelect: () => navigate(`/matches/${match.id}/edit`),
          hidden: !(can('match.edit') && canTransition('edit', match.status)),
        },
        {
          value: 'live',
          label: t('matches:actions.live_score'),
          icon: Radio,
          onSelect: () => navigate(`/matches/${match.id}/live-score`),
          hidden: !(can('match.edit') && canTransition('start_live', match.status)),
        },
        {
          value: 'scoreboard',
          label: t('matches:actions.scoreboard'),
          icon: MonitorPlay,
          // The public scoreboard opens in a new tab, as the link it replaces did.
          onSelect: () => window.open(`/public-scoreboard/${match.id}`, '_blank', 'noopener'),
        },
      ]}
    />
  );
}
