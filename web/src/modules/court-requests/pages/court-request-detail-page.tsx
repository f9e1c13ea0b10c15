import {
  Alert,
  Box,
  Button,
  DataList,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { CourtRequest, CourtRequestDataSchema } from '@pickleball/domain';
import { CircleCheck, CircleX, FilePen, MapPinned } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useCourtRequest } from '../api/get-court-request';
import { useReviewCourtRequest } from '../api/review-court-request';
import { CourtRequestStatusBadge, UrgentBadge } from '../components/court-request-badges';
import { APPROVE_BUTTON_STYLE } from '../components/court-request-labels';
import { RequestComments } from '../components/request-comments';
import { RequestHistory } from '../components/request-history';
import {
  ApproveDialog,
  RejectDialog,
  RequestChangesDialog,
  type ReviewKind,
} from '../components/review-dialog';

export type CourtRequestData = z.infer<typeof CourtRequestDataSchema>;

export interface CourtRequestDetailPageProps {
  /** The courts module's read-only view of a court's fields (composed in app/, modules do not import each other). */
  CourtDetails: ComponentType<{
    court: CourtRequestData;
    idPrefix?: string;
    columns?: Record<string, number>;
  }>;
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" id={id} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const LANGUAGE_LABELS: Record<CourtRequest['locale'], string> = {
  en: 'court-requests:language.en',
  vi: 'court-requests:language.vi',
};

function ApplicantPanel({ request }: { request: CourtRequest }) {
  const { t, i18n } = useTranslation('court-requests');
  const locale = i18n.language;
  return (
    <Panel id="request-applicant" title={t('court-requests:detail.applicant')}>
      <DataList.Root orientation="horizontal" gap="3" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.applicant_name')}</DataList.ItemLabel>
          <DataList.ItemValue>{request.applicant.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.applicant_email')}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            <Link href={`mailto:${request.applicant.email}`}>{request.applicant.email}</Link>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.applicant_phone')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Link href={`tel:${request.applicant.phone}`}>{request.applicant.phone}</Link>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.locale')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(LANGUAGE_LABELS[request.locale])}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.created_at')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(request.created_at, locale)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('court-requests:fields.submitted_at')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(request.submitted_at, locale)}</DataList.ItemValue>
        </DataList.Item>
        {request.reviewed_at && (
          <DataList.Item>
            <DataList.ItemLabel>{t('court-requests:fields.reviewed_at')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(request.reviewed_at, locale)}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Panel>
  );
}

function ReviewPanel({ request, onOpen }: { request: CourtRequest; onOpen: (kind: ReviewKind) => void }) {
  const { t } = useTranslation('court-requests');
  const isPending = request.status === 'pending';
  const canReject = isPending || request.status === 'needs_modification';
  if (!canReject) return null;
  return (
    <Panel id="request-review" title={t('court-requests:detail.review')}>
      <Stack
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Text fontSize="sm" color="fg.muted" maxW="xl">
          {isPending
            ? t('court-requests:detail.review_pending_help')
            : t('court-requests:detail.review_waiting_help')}
        </Text>
        <HStack gap="2" flexWrap="wrap" flexShrink={0}>
          {isPending && (
            <Button {...APPROVE_BUTTON_STYLE} onClick={() => onOpen('approve')}>
              <CircleCheck size={16} aria-hidden="true" />
              {t('court-requests:actions.approve')}
            </Button>
          )}
          {isPending && (
            <Button variant="outline" colorPalette="purple" onClick={() => onOpen('request-changes')}>
              <FilePen size={16} aria-hidden="true" />
              {t('court-requests:actions.request_changes')}
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={() => onOpen('reject')}>
            <CircleX size={16} aria-hidden="true" />
            {t('court-requests:actions.reject')}
          </Button>
        </HStack>
      </Stack>
    </Panel>
  );
}

function RequestBody({ request, CourtDetails }: { request: CourtRequest } & CourtRequestDetailPageProps) {
  const { t } = useTranslation('court-requests');
  const { can } = useAuth();
  const canManage = can('court-request.manage');
  const review = useReviewCourtRequest(request.id);
  const [dialog, setDialog] = useState<ReviewKind | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="6">
      {request.status === 'approved' && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('court-requests:detail.approved_title')}</Alert.Title>
            {request.review_notes && <Alert.Description>{request.review_notes}</Alert.Description>}
          </Alert.Content>
          {request.created_court_id !== null && can('court.view') && (
            <Button asChild size="sm" {...APPROVE_BUTTON_STYLE}>
              <RouterLink to={`/courts/${request.created_court_id}`}>
                <MapPinned size={14} aria-hidden="true" />
                {t('court-requests:detail.open_court')}
              </RouterLink>
            </Button>
          )}
        </Alert.Root>
      )}
      {request.status === 'rejected' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('court-requests:detail.rejected_title')}</Alert.Title>
            {request.review_notes && (
              <Alert.Description whiteSpace="pre-line">{request.review_notes}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {request.status === 'needs_modification' && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('court-requests:detail.changes_title')}</Alert.Title>
            {request.feedback && (
              <Alert.Description whiteSpace="pre-line">{request.feedback}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {request.urgent && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('court-requests:detail.urgent_notice')}</Alert.Description>
        </Alert.Root>
      )}

      {canManage && <ReviewPanel request={request} onOpen={setDialog} />}

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="4" minW="0">
          <Heading as="h2" size="lg">
            {t('court-requests:detail.submitted_data')}
          </Heading>
          <CourtDetails court={request.court} idPrefix="request-court" columns={{ base: 1, '2xl': 2 }} />
        </Stack>
        <Stack gap="6" minW="0">
          <ApplicantPanel request={request} />
          <Panel id="request-history" title={t('court-requests:detail.history')}>
            <RequestHistory events={request.events} />
          </Panel>
          <Panel id="request-comments" title={t('court-requests:detail.comments')}>
            <RequestComments
              events={request.events}
              canComment={canManage}
              onComment={(body) => review.mutateAsync({ step: 'comments', body: { body } })}
            />
          </Panel>
        </Stack>
      </Grid>

      <ApproveDialog
        open={dialog === 'approve'}
        onClose={close}
        onConfirm={(notes) =>
          review.mutateAsync({ step: 'approve', body: notes.trim() ? { review_notes: notes } : {} })
        }
      />
      <RejectDialog
        open={dialog === 'reject'}
        onClose={close}
        onConfirm={(reason) => review.mutateAsync({ step: 'reject', body: { reason } })}
      />
      <RequestChangesDialog
        open={dialog === 'request-changes'}
        onClose={close}
        onConfirm={(feedback) => review.mutateAsync({ step: 'request-changes', body: { feedback } })}
      />
    </Stack>
  );
}

/** /court-requests/{id}: the submitted court, the applicant, the review history, comments and the review steps. */
export function CourtRequestDetailPage({ CourtDetails }: CourtRequestDetailPageProps) {
  const { t } = useTranslation(['court-requests', 'ui']);
  const id = Number(useParams().id);
  const request = useCourtRequest(id);
  const data = request.data?.data;
  const isMissing = request.isError && isApiError(request.error) && request.error.status === 404;
  // Deleted by someone else while open: the live refetch answers 404, the query keeps its last copy.
  const isDeleted = isMissing && data !== undefined;
  const title = data
    ? t('court-requests:detail.title_named', { reference: data.reference })
    : t('court-requests:detail.title');
  return (
    <>
      <PageHeader
        title={title}
        description={data?.court.name}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('court-requests:title'), to: '/court-requests' },
          { label: data?.reference ?? t('court-requests:detail.title') },
        ]}
        actions={
          data &&
          !isDeleted && (
            <HStack gap="2">
              <CourtRequestStatusBadge status={data.status} size="lg" />
              {data.urgent && <UrgentBadge size="lg" />}
            </HStack>
          )
        }
      />
      {request.isError ? (
        <Alert.Root status={isMissing ? 'warning' : 'error'} maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isDeleted
                ? t('court-requests:detail.deleted')
                : isMissing
                  ? t('court-requests:detail.not_found')
                  : t('court-requests:detail.load_failed')}
            </Alert.Title>
            {isDeleted && <Alert.Description>{t('court-requests:detail.deleted_help')}</Alert.Description>}
            {!isMissing && <Alert.Description>{request.error.message}</Alert.Description>}
          </Alert.Content>
          <HStack gap="2">
            {!isMissing && (
              <Button size="sm" variant="outline" onClick={() => void request.refetch()}>
                {t('ui:table.retry')}
              </Button>
            )}
            <Button size="sm" variant="outline" asChild>
              <RouterLink to="/court-requests">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        <RequestBody request={data} CourtDetails={CourtDetails} />
      ) : (
        <Stack gap="4" role="status" aria-label={t('common:loading')}>
          <Skeleton height="16" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
