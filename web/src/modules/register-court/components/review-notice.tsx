import { Alert } from '@chakra-ui/react';
import { REVIEW_BUSINESS_DAYS } from '@pickleball/domain/courts/courts.rules';
import { useTranslation } from 'react-i18next';

/** SPEC §2: the applicant is told that review takes 2 to 3 business days. */
export function ReviewNotice() {
  const { t } = useTranslation('court-requests');
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('court-requests:public.review_title')}</Alert.Title>
        <Alert.Description>
          {t('court-requests:public.review_time', {
            min: REVIEW_BUSINESS_DAYS.min,
            max: REVIEW_BUSINESS_DAYS.max,
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
