import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Configuration } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const SOURCE_KEYS: Record<Configuration['source'], string> = {
  saved: 'configurations:source.saved',
  environment: 'configurations:source.environment',
  none: 'configurations:source.none',
};
const SOURCE_COLORS: Record<Configuration['source'], string> = {
  saved: 'green',
  environment: 'blue',
  none: 'orange',
};

/** Where the values in use come from: saved here, the server's environment, or nowhere yet. */
export function ConfigurationStatus({ configuration }: { configuration: Configuration }) {
  const { t, i18n } = useTranslation('configurations');
  return (
    <HStack gap="2" flexWrap="wrap">
      <Badge colorPalette={SOURCE_COLORS[configuration.source]} variant="subtle">
        {t(SOURCE_KEYS[configuration.source])}
      </Badge>
      {configuration.updated_at && (
        <Text as="span" fontSize="sm" color="fg.muted">
          {t('configurations:updated', { when: formatDateTime(configuration.updated_at, i18n.language) })}
        </Text>
      )}
    </HStack>
  );
}
