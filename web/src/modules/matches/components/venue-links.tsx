import { Link, Text } from '@chakra-ui/react';
import type { Match } from '@pickleball/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';

/** A court's or a club's name: a link to its page when the user may open it. */
export function VenueLink({
  to,
  name,
  permission,
  fontSize,
}: {
  to: string;
  name: string;
  permission: 'court.view' | 'club.view';
  fontSize?: string;
}) {
  const { can } = useAuth();
  if (!can(permission))
    return (
      <Text as="span" fontSize={fontSize}>
        {name}
      </Text>
    );
  return (
    <Link asChild variant="underline" fontSize={fontSize} onClick={(event) => event.stopPropagation()}>
      <RouterLink to={to}>{name}</RouterLink>
    </Link>
  );
}

/** Where a match is played: its registered court, else the venue typed; null when neither. */
export function MatchVenue({ match, fontSize }: { match: Match; fontSize?: string }) {
  if (match.court)
    return (
      <VenueLink
        to={`/courts/${match.court.id}`}
        name={match.court.name}
        permission="court.view"
        fontSize={fontSize}
      />
    );
  if (match.location)
    return (
      <Text as="span" fontSize={fontSize}>
        {match.location}
      </Text>
    );
  return null;
}

/** The match's club, linked. */
export function MatchClub({ match, fontSize }: { match: Match; fontSize?: string }) {
  if (!match.club) return null;
  return (
    <VenueLink
      to={`/clubs/${match.club.id}`}
      name={match.club.name}
      permission="club.view"
      fontSize={fontSize}
    />
  );
}
