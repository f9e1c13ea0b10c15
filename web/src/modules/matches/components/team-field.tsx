import { Box, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MatchPlayer } from '@pickleball/domain';
import { type MatchDiscipline, teamSize } from '@pickleball/domain/matches/matches.rules';
import { useState } from 'react';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { searchPlayers } from '../api/search-players';
import { matchKeys } from '../matches.keys';

/**
 * The team's message: about the team (its size), or about one of its players (`team1.1`: a player
 * twice in the match), from the schema or a server 422 alike.
 */
function useTeamError(name: 'team1' | 'team2'): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const raw: unknown = get(errors, name);
  const messageOf = (value: unknown) =>
    value && typeof value === 'object' && 'message' in value && typeof value.message === 'string'
      ? value.message || undefined
      : undefined;
  if (messageOf(raw)) return messageOf(raw);
  if (Array.isArray(raw)) return raw.map(messageOf).find(Boolean);
  return undefined;
}

export interface TeamFieldProps {
  name: 'team1' | 'team2';
  /** "Team 1". */
  label: string;
  /** Names of the players the form knows (from the match, or chosen in a search). */
  players: ReadonlyMap<number, MatchPlayer>;
  onPlayerKnown: (player: MatchPlayer) => void;
}

/**
 * One team of the match form: its players (user ids in the form) with a remove button, and a
 * player search to add one. Adding a player who is already in the match, or to a full team,
 * says why it cannot be done (SPEC §5) instead of adding.
 */
export function TeamField({ name, label, players, onPlayerKnown }: TeamFieldProps) {
  const { t } = useTranslation(['matches', 'validation']);
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const team1 = (useWatch({ control, name: 'team1' }) ?? []) as number[];
  const team2 = (useWatch({ control, name: 'team2' }) ?? []) as number[];
  const discipline = (useWatch({ control, name: 'discipline' }) ?? 'doubles') as MatchDiscipline;
  const error = useTeamError(name);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = (field.value ?? []) as number[];
  const size = teamSize(discipline);
  const errorId = `${name}-error`;

  const add = (player: MatchPlayer) => {
    onPlayerKnown(player);
    if (team1.includes(player.id) || team2.includes(player.id)) {
      setRefusal(t('validation:player_duplicate'));
      return;
    }
    if (ids.length >= size) {
      setRefusal(t('validation:team_full'));
      return;
    }
    setRefusal(null);
    field.onChange([...ids, player.id]);
  };

  const message = refusal ?? error;
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border'}
      borderRadius="md"
      p="4"
      aria-describedby={message ? errorId : undefined}
    >
      {/* Floated, the legend sits inside the box instead of on its border. */}
      <HStack as="legend" justify="space-between" width="full" float="left" mb="2">
        <Heading as="span" size="sm">
          {label}
        </Heading>
      </HStack>
      <Stack gap="3" clear="both">
        <Text fontSize="xs" color="fg.muted">
          {t('matches:form.team_count', { count: ids.length, size })}
        </Text>
        {ids.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('matches:form.no_players')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {ids.map((id) => {
              const player = players.get(id);
              return (
                <HStack
                  as="li"
                  key={id}
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="md"
                  ps="3"
                  pe="1"
                  py="1"
                  bg="bg.subtle"
                >
                  <Box minW="0">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {player?.name ?? `#${id}`}
                    </Text>
                    {player && (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        @{player.username}
                      </Text>
                    )}
                  </Box>
                  <CloseButton
                    size="sm"
                    aria-label={t('matches:form.remove_player', { name: player?.name ?? `#${id}` })}
                    onClick={() => {
                      setRefusal(null);
                      field.onChange(ids.filter((other) => other !== id));
                    }}
                  />
                </HStack>
              );
            })}
          </Stack>
        )}
        <PlayerSearch
          search={searchPlayers}
          queryKey={matchKeys.players()}
          label={t('matches:form.add_player_to', { team: label })}
          onSelect={add}
          describePlayer={(player) =>
            team1.includes(player.id) || team2.includes(player.id) ? t('matches:form.in_match') : undefined
          }
        />
        {message && (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
