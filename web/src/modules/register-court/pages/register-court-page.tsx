import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitCourtRequest } from '../api/submit-court-request';
import type { CourtFormKit, RegistrationFormValues } from '../components/court-form-kit';
import { PublicFrame } from '../components/public-frame';
import { RegistrationForm } from '../components/registration-form';
import { ReviewNotice } from '../components/review-notice';

function emptyRegistration(kit: CourtFormKit): RegistrationFormValues {
  return {
    ...kit.emptyValues(),
    applicant_name: '',
    applicant_email: '',
    applicant_phone: '',
    company_website: '',
  };
}

function Submitted({
  reference,
  message,
  onAnother,
}: {
  reference: string;
  message: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('court-requests');
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      role="status"
    >
      <Stack align="center" gap="4">
        <Box color="green.fg" aria-hidden="true">
          <CircleCheck size={48} />
        </Box>
        <Heading as="h2" size="xl">
          {t('court-requests:public.submitted_title')}
        </Heading>
        <Text>{t('court-requests:public.reference_label')}</Text>
        <Text
          fontFamily="mono"
          fontSize="2xl"
          fontWeight="bold"
          letterSpacing="wide"
          bg="bg.muted"
          borderRadius="md"
          px="4"
          py="2"
          data-testid="request-reference"
        >
          {reference}
        </Text>
        <Text color="fg.muted" maxW="xl">
          {message}
        </Text>
        <Text color="fg.muted" fontSize="sm" maxW="xl">
          {t('court-requests:public.submitted_email')}
        </Text>
        <Button variant="outline" onClick={onAnother}>
          {t('court-requests:public.register_another')}
        </Button>
      </Stack>
    </Box>
  );
}

export interface RegisterCourtPageProps {
  kit: CourtFormKit;
}

/** /register-court (public): a court owner or player registers a court for review; success shows the reference. */
export function RegisterCourtPage({ kit }: RegisterCourtPageProps) {
  const { t } = useTranslation('court-requests');
  const submit = useSubmitCourtRequest();
  const [done, setDone] = useState<{ reference: string; message: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const defaultValues = useMemo(() => emptyRegistration(kit), [kit]);
  return (
    <PublicFrame
      title={t('court-requests:public.title')}
      description={t('court-requests:public.description')}
    >
      {done ? (
        <Submitted
          reference={done.reference}
          message={done.message}
          onAnother={() => {
            setDone(null);
            setFormKey((key) => key + 1);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : (
        <Stack gap="6">
          <ReviewNotice />
          <RegistrationForm
            key={formKey}
            kit={kit}
            defaultValues={defaultValues}
            submitLabel={t('court-requests:public.submit')}
            onSubmit={async (input) => {
              const response = await submit.mutateAsync(input);
              setDone({ reference: response.data.reference, message: response.message });
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      )}
    </PublicFrame>
  );
}
