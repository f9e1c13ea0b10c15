import { Button, type ButtonProps } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../../lib/toaster';
import { usePayMyRegistration } from '../../api/my-registrations';

/**
 * "Pay the entry fee": asks the server for the fee's payment (the open one, or a new one after a
 * failed try), then opens its checkout page (/pay/{id}), where the player picks a gateway.
 */
export function PayEntryButton({ entryId, ...button }: { entryId: number } & ButtonProps) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const pay = usePayMyRegistration();
  return (
    <Button
      size="sm"
      colorPalette="blue"
      {...button}
      loading={pay.isPending}
      onClick={() =>
        pay
          .mutateAsync(entryId)
          .then((response) => navigate(response.data.pay_url))
          .catch((error: unknown) =>
            toaster.error({ title: error instanceof Error ? error.message : String(error) }),
          )
      }
    >
      <CreditCard size={14} aria-hidden="true" />
      {t('tournaments:mine.pay')}
    </Button>
  );
}
