import { Alert, Box, Button, Field, HStack, Text } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { type RankpointPlayer, searchPlayers, usePlayerSource } from '../api/search-players';
import { rankpointKeys } from '../rankpoints.keys';

export interface PlayerPickerProps {
  label: string;
  /** The chosen player, or null. */
  value: RankpointPlayer | null;
  onChange: (player: RankpointPlayer | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The player of a new rank point record: the shared player search (from a whole 2-letter name or
 * 3 characters, SPEC §5) while none is chosen, then the chosen player with a button to change.
 * Searches the users list, or the match players for someone without user.view; without either it
 * says so.
 */
export function PlayerPicker({ label, value, onChange, onBlur, error, inputRef }: PlayerPickerProps) {
  const { t } = useTranslation(['rankpoints', 'common']);
  const source = usePlayerSource();

  if (source === null)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('rankpoints:form.player_search_forbidden')}</Alert.Description>
      </Alert.Root>
    );

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {value ? (
        <HStack
          width="full"
          justify="space-between"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          gap="3"
          aria-live="polite"
        >
          <HStack gap="2" minW="0">
            <UserRound size={16} aria-hidden="true" />
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {value.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                @{value.username}
              </Text>
            </Box>
          </HStack>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            {t('rankpoints:form.change_player')}
          </Button>
        </HStack>
      ) : (
        <PlayerSearch
          label={label}
          placeholder={t('rankpoints:form.player_placeholder')}
          hint="none"
          search={(term, signal) => searchPlayers(source, term, signal)}
          queryKey={rankpointKeys.players(source)}
          onSelect={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
        />
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        !value && <Field.HelperText>{t('rankpoints:form.player_min_chars')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
