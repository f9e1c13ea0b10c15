import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form';
import { PlayerPicker } from './player-picker';
import type { SelectedPlayer } from './player-selection';

/** The picker bound to the form's `player_ids` (its error shows under the chips). */
export function PlayersField({
  selected,
  onChange,
  matchType,
  clubId,
  cap,
  signedUp,
}: {
  selected: SelectedPlayer[];
  onChange: (players: SelectedPlayer[]) => void;
  matchType: 'doubles' | 'singles';
  clubId: number | null;
  /** The evening's player cap: more players selected is said (the server decides). */
  cap: number | null;
  /** How many of the night's sign-ups were selected first (planning a night with none chosen yet). */
  signedUp: number;
}) {
  const { t } = useTranslation('match-sessions');
  const error = useFieldError('player_ids');
  return (
    <Stack gap="3">
      {signedUp > 0 && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            {t('match-sessions:generator.signed_up_selected', { count: signedUp })}
          </Alert.Description>
        </Alert.Root>
      )}
      <PlayerPicker
        selected={selected}
        onChange={onChange}
        matchType={matchType}
        clubId={clubId}
        error={error}
      />
      {cap !== null && selected.length > cap && (
        <Text fontSize="sm" color="fg.warning">
          {t('match-sessions:event.over_cap', { count: cap })}
        </Text>
      )}
    </Stack>
  );
}
