import { Alert, Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CourtRequestStatus } from '@pickleball/domain';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { EDIT_TOKEN_PATTERN, type PublicCourtRequest, useRequestByToken } from '../api/get-request-by-token';
import { useResubmitCourtRequest } from '../api/resubmit-court-request';
import type { CourtFormKit, RegistrationFormValues } from '../components/court-form-kit';
import { PublicFrame } from '../components/public-frame';
import { RegistrationForm } from '../components/registration-form';
import { ReviewNotice } from '../components/review-notice';

const STATUS_LABELS: Record<CourtRequestStatus, string> = {
  pending: 'court-requests:status.pending',
  approved: 'court-requests:status.approved',
  rejected: 'court-requests:status.rejected',
  needs_modification: 'court-requests:status.needs_modification',
};
const STATUS_COLORS: Record<CourtRequestStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  needs_modification: 'purple',
};

function RequestSummary({ request }: { request: PublicCourtRequest }) {
  const { t, i18n } = useTranslation('court-requests');
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('court-requests:public.reference_label')}
          </Text>
          <Text fontFamily="mono" fontWeight="bold" fontSize="lg" data-testid="request-reference">
            {request.reference}
          </Text>
        </Stack>
        <Stack gap="1" align={{ base: 'flex-start', sm: 'flex-end' }}>
          <Badge colorPalette={STATUS_COLORS[request.status]} size="lg" data-testid="request-status">
            {t(STATUS_LABELS[request.status])}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {t('court-requests:public.submitted_on', {
              date: formatDateTime(request.submitted_at, i18n.language),
            })}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

function UnknownLink() {
  const { t } = useTranslation('court-requests');
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      role="alert"
    >
      <Stack align="center" gap="3">
        <Box color="fg.muted" aria-hidden="true">
          <Link2Off size={44} />
        </Box>
        <Text fontWeight="semibold" fontSize="lg">
          {t('court-requests:public.link_invalid_title')}
        </Text>
        <Text color="fg.muted" maxW="lg">
          {t('court-requests:public.link_invalid_description')}
        </Text>
        <Button asChild variant="outline">
          <a href="/register-court">{t('court-requests:public.register_new')}</a>
        </Button>
      </Stack>
    </Box>
  );
}

function EditableRequest({
  kit,
  token,
  request,
  onResubmitted,
}: {
  kit: CourtFormKit;
  token: string;
  request: PublicCourtRequest;
  /** The request is back in review (the page then shows it read-only): the server's thanks. */
  onResubmitted: (message: string) => void;
}) {
  const { t } = useTranslation('court-requests');
  const resubmit = useResubmitCourtRequest(token);
  const defaultValues = useMemo<RegistrationFormValues>(
    () => ({
      ...kit.toValues(request.court),
      applicant_name: request.applicant.name,
      applicant_email: request.applicant.email,
      applicant_phone: request.applicant.phone,
      company_website: '',
    }),
    [kit, request],
  );
  return (
    <Stack gap="6">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('court-requests:public.feedback_title')}</Alert.Title>
          <Alert.Description whiteSpace="pre-line" data-testid="staff-feedback">
            {request.feedback ?? t('court-requests:public.feedback_missing')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <RegistrationForm
        kit={kit}
        defaultValues={defaultValues}
        submitLabel={t('court-requests:public.resubmit')}
        onSubmit={async (input) => {
          const response = await resubmit.mutateAsync(input);
          onResubmitted(response.message ?? t('court-requests:public.resubmitted_title'));
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}

export interface CourtRequestEditPageProps {
  kit: CourtFormKit;
}

/**
 * /register-court/edit/{token} (public, from the applicant's e-mail): the request's status and the
 * staff's feedback; when changes were asked for, the form to correct and resubmit it, read-only
 * otherwise. A link that is unknown, or no longer valid once the request was decided, says so.
 */
export function CourtRequestEditPage({ kit }: CourtRequestEditPageProps) {
  const { t } = useTranslation(['court-requests', 'ui']);
  const token = useParams().token ?? '';
  const isWellFormed = EDIT_TOKEN_PATTERN.test(token);
  const request = useRequestByToken(token);
  const data = request.data?.data;
  const isUnknown =
    !isWellFormed ||
    (request.isError &&
      isApiError(request.error) &&
      (request.error.status === 404 || request.error.status === 422));
  const [resubmitted, setResubmitted] = useState<string | null>(null);
  const { Details } = kit;
  return (
    <PublicFrame title={t('court-requests:public.edit_title')} description={data?.court.name}>
      {isUnknown ? (
        <UnknownLink />
      ) : request.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('court-requests:public.load_failed')}</Alert.Title>
            <Alert.Description>{request.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void request.refetch()}>
            {t('ui:table.retry')}
          </Button>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6">
          {resubmitted && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator>
                <CircleCheck />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>{t('court-requests:public.resubmitted_title')}</Alert.Title>
                <Alert.Description>{resubmitted}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <RequestSummary request={data} />
          {data.status === 'needs_modification' ? (
            <EditableRequest kit={kit} token={token} request={data} onResubmitted={setResubmitted} />
          ) : (
            <Stack gap="6">
              {data.status === 'pending' && !resubmitted && <ReviewNotice />}
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t('court-requests:public.read_only')}</Alert.Description>
              </Alert.Root>
              <Details court={data.court} idPrefix="request" />
            </Stack>
          )}
        </Stack>
      ) : (
        <Stack gap="4" role="status" aria-label={t('common:loading')}>
          <Skeleton height="20" />
          <Skeleton height="64" />
        </Stack>
      )}
    </PublicFrame>
  );
}
