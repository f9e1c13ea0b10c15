import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { openDirectChat } from '../api/open-direct-chat';
import { storeDetail } from '../chat-cache';
import { useDirectFailure } from './use-direct-failure';

/**
 * /chat?with=<userId> (the users list's "Message"): the direct chat with that person, got or
 * created, then opened in place of this address (Back does not come here again).
 */
export function DirectOpener({ userId }: { userId: number }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate, error, isError } = useMutation({
    mutationFn: () => openDirectChat(userId),
    onSuccess: (response) => {
      storeDetail(client, response.data);
      navigate(`/chat/${response.data.id}`, { replace: true });
    },
  });
  const isValid = Number.isInteger(userId) && userId > 0;
  useEffect(() => {
    if (isValid) mutate();
  }, [isValid, mutate]);
  const failure = useDirectFailure(isValid ? error : new Error(''));

  if (!isError && isValid)
    return (
      <Center flex="1" role="status">
        <Stack align="center" gap="3">
          <Spinner color="blue.solid" />
          <Text color="fg.muted" fontSize="sm">
            {t('chat:direct.opening')}
          </Text>
        </Stack>
      </Center>
    );
  return (
    <Center flex="1" p="4">
      <Alert.Root status="error" maxW="md" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{failure?.title}</Alert.Title>
          {failure?.detail && <Alert.Description>{failure.detail}</Alert.Description>}
          <Stack direction="row" gap="2" mt="2">
            {isValid && (
              <Button size="xs" variant="outline" onClick={() => mutate()}>
                {t('chat:actions.retry')}
              </Button>
            )}
            <Button asChild size="xs" variant="ghost">
              <RouterLink to="/chat" replace>
                {t('chat:actions.back_to_list')}
              </RouterLink>
            </Button>
          </Stack>
        </Alert.Content>
      </Alert.Root>
    </Center>
  );
}
