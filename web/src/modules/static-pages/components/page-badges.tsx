import { Badge } from '@chakra-ui/react';
import type { StaticPageLanguage, StaticPageType } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { useStaticPageLabels } from './static-page-labels';

export function PageStatusBadge({ isActive }: { isActive: boolean }) {
  const labels = useStaticPageLabels();
  return (
    <Badge colorPalette={isActive ? 'green' : 'gray'} variant="subtle">
      {labels.statusLabel(isActive)}
    </Badge>
  );
}

export function PageTypeBadge({ type }: { type: StaticPageType }) {
  const labels = useStaticPageLabels();
  return (
    <Badge colorPalette={type === 'terms' ? 'blue' : 'purple'} variant="surface">
      {labels.typeLabel(type)}
    </Badge>
  );
}

export function PageLanguageBadge({ language }: { language: StaticPageLanguage }) {
  const labels = useStaticPageLabels();
  return (
    <Badge variant="outline" title={labels.languageLabel(language)}>
      {labels.languageLabel(language)}
    </Badge>
  );
}

/** The draft differs from what the public reads (or nothing is published yet). */
export function UnpublishedBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation('static-pages');
  return (
    <Badge colorPalette="orange" variant="subtle">
      {isPublished ? t('static-pages:state.unpublished_changes') : t('static-pages:state.never_published')}
    </Badge>
  );
}
