import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The product's mark and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <HStack gap="2.5">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="#0f766e" />
        <g fill="#ccfbf1">
          <circle cx="11" cy="11" r="2" />
          <circle cx="21" cy="11" r="2" />
          <circle cx="16" cy="16" r="2" />
          <circle cx="11" cy="21" r="2" />
          <circle cx="21" cy="21" r="2" />
        </g>
      </svg>
      {/* On a phone's top bar the name gives its room to the language and account controls. */}
      <Text fontWeight="bold" fontSize="md" letterSpacing="tight" hideBelow={compact ? 'sm' : undefined}>
        {t('brand')}
      </Text>
    </HStack>
  );
}
