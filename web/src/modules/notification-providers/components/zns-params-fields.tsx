import { SimpleGrid, Text } from '@chakra-ui/react';
import { ZNS_BUILT_IN_VARIABLES } from '@pickleball/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/text-field';
import { templatesInUse, type ZaloZnsFormValues } from './zalo-zns-form-values';

/**
 * Per ZNS template the page sends with, which of our variables fills each of its parameters:
 * `customer_name = player_name`, one a line. Left empty, the template gets the send's data under
 * the variables' own names.
 */
export function ZnsParamsFields() {
  const { t } = useTranslation('notification-providers');
  const [config, categoryTemplates] = useWatch<ZaloZnsFormValues, ['config', 'category_templates']>({
    name: ['config', 'category_templates'],
  });
  const templates = templatesInUse({ config: config ?? {}, category_templates: categoryTemplates ?? {} });
  if (templates.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('notification-providers:zalo.params_none')}
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {templates.map((id) => (
        <TextareaField<ZaloZnsFormValues>
          key={id}
          name={`template_params.${id}`}
          label={t('notification-providers:zalo.params_label', { id })}
          helperText={t('notification-providers:zalo.params_hint', {
            builtIn: ZNS_BUILT_IN_VARIABLES.join(', '),
          })}
          placeholder="customer_name = player_name"
          rows={4}
          maxLength={3000}
        />
      ))}
    </SimpleGrid>
  );
}
