import { Button, HStack } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function SubmitRow() {
  const { t } = useTranslation(['configurations', 'ui']);
  const { isSubmitting } = useFormState();
  return (
    <HStack justify="flex-end">
      <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText={t('ui:form.saving')}>
        {t('configurations:actions.save')}
      </Button>
    </HStack>
  );
}
