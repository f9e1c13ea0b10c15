import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { Tournament } from '@pickleball/domain';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The public page's address (no sign-in): where players' notifications and a shared link lead. */
export function publicTournamentUrl(id: number, origin = window.location.origin): string {
  return `${origin}/public-tournaments/${id}`;
}

/** Whether anyone can open the public page: public, active, not archived, past its draft. */
export function isPubliclyVisible(
  tournament: Pick<Tournament, 'is_public' | 'is_active' | 'is_archived' | 'status'>,
): boolean {
  return (
    tournament.is_public && tournament.is_active && !tournament.is_archived && tournament.status !== 'draft'
  );
}

/** The share link with copy and open buttons, or why there is no public page yet. */
export function ShareLink({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const [copied, setCopied] = useState(false);
  const url = publicTournamentUrl(tournament.id);
  if (!isPubliclyVisible(tournament))
    return (
      <Text fontSize="sm" color="fg.muted">
        {tournament.is_public ? t('tournaments:share.not_yet') : t('tournaments:share.private')}
      </Text>
    );
  return (
    <HStack gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
      <Input
        size="sm"
        readOnly
        value={url}
        aria-label={t('tournaments:share.label')}
        onFocus={(event) => event.currentTarget.select()}
        flex={{ base: '1 1 100%', md: '1' }}
        minW="0"
      />
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
        {copied ? t('tournaments:share.copied') : t('tournaments:share.copy')}
      </Button>
      <Button size="sm" variant="outline" asChild>
        <a href={url} target="_blank" rel="noopener">
          <ExternalLink size={14} aria-hidden="true" />
          {t('tournaments:share.open')}
        </a>
      </Button>
    </HStack>
  );
}
