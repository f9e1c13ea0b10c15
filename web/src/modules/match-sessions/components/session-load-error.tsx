import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** A session that could not be loaded (gone, or the network): why, and the way back to the list. */
export function SessionLoadError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('match-sessions:detail.load_failed')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" asChild>
        <RouterLink to="/match-sessions">{t('ui:page.back_to_list')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
