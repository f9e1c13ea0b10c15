import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';

/** The product's mark and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <HStack gap="2.5">
      <BrandMark />
      {/* On a phone's top bar the name gives its room to the language and account controls. */}
      <Text fontWeight="bold" fontSize="md" letterSpacing="tight" hideBelow={compact ? 'sm' : undefined}>
        {t('brand')}
      </Text>
    </HStack>
  );
}
