import { SimpleGrid } from '@chakra-ui/react';
import { CreditCard, Flame, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../../components/link-card';
import { PageHeader } from '../../../components/page-header';

/** /configurations: the system's outgoing services, one card each. */
export default function ConfigurationsPage() {
  const { t } = useTranslation(['configurations', 'ui']);
  return (
    <>
      <PageHeader
        title={t('configurations:title')}
        description={t('configurations:description')}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: t('configurations:title') }]}
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" maxW="6xl">
        <LinkCard
          to="/configurations/email"
          icon={Mail}
          title={t('configurations:email.title')}
          description={t('configurations:email.card')}
        />
        <LinkCard
          to="/configurations/firebase"
          icon={Flame}
          title={t('configurations:firebase.title')}
          description={t('configurations:firebase.card')}
        />
        <LinkCard
          to="/configurations/payment-gateway"
          icon={CreditCard}
          title={t('configurations:payment.title')}
          description={t('configurations:payment.card')}
        />
      </SimpleGrid>
    </>
  );
}
