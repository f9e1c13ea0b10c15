import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CommentInputSchema, type CourtRequest } from '@pickleball/domain';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

type RequestEvent = CourtRequest['events'][number];

/** The staff's comment thread on a request, oldest first, and a box to add one (with court-request.manage). */
export function RequestComments({
  events,
  canComment,
  onComment,
}: {
  events: readonly RequestEvent[];
  canComment: boolean;
  onComment: (body: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(['court-requests', 'ui']);
  const locale = i18n.language;
  const comments = events.filter((event) => event.type === 'commented');
  const form = useZodForm(CommentInputSchema, { defaultValues: { body: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Stack gap="4">
      {comments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('court-requests:comments.none')}
        </Text>
      ) : (
        <Stack gap="3" as="ol" listStyleType="none">
          {comments.map((comment) => (
            <Box as="li" key={comment.id} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
              <HStack justify="space-between" gap="2" flexWrap="wrap" mb="1">
                <Text fontSize="sm" fontWeight="medium">
                  {comment.actor?.name ?? t('court-requests:history.applicant')}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(comment.created_at, locale)}
                </Text>
              </HStack>
              <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
                {comment.note}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {canComment && (
        <Form
          form={form}
          gap="3"
          aria-label={t('court-requests:comments.add')}
          onSubmit={async ({ body }) => {
            setRefusal(null);
            try {
              await onComment(body);
              form.reset({ body: '' });
            } catch (error) {
              if (isApiError(error) && error.status === 422) throw error;
              setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
            }
          }}
        >
          <TextareaField
            name="body"
            label={t('court-requests:comments.label')}
            placeholder={t('court-requests:comments.placeholder')}
            rows={3}
            maxLength={2000}
          />
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          )}
          <HStack justify="flex-end">
            <Button type="submit" size="sm" variant="outline" loading={form.formState.isSubmitting}>
              <MessageSquarePlus size={14} aria-hidden="true" />
              {t('court-requests:comments.add')}
            </Button>
          </HStack>
        </Form>
      )}
    </Stack>
  );
}
