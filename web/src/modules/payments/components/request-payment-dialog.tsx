import { Box, Button, Field, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_CURRENCIES, type PaymentCurrency } from '@pickleball/domain';
import { useMemo, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';
import { PlayerSearch } from '../../../components/player-search/player-search';
import { usePaymentFilters } from '../api/get-payment-filters';
import { useRequestPayment } from '../api/request-payment';
import { type PayerOption, searchPayers } from '../api/search-payers';
import { paymentKeys } from '../payments.keys';
import { PROVIDER_NAMES } from './payment-labels';
import {
  createPaymentRequestFormSchema,
  type PaymentRequestFormValues,
  paymentRequestFormDefaults,
} from './request-form-values';

/** The payer: a search, then the chosen user's name with "Change". */
function PayerField() {
  const { t } = useTranslation('payments');
  const { control } = useFormContext<PaymentRequestFormValues>();
  const { field } = useController({ control, name: 'user_id' });
  const error = useFieldError('user_id');
  const [chosen, setChosen] = useState<PayerOption | null>(null);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('payments:fields.payer')}
        <Field.RequiredIndicator />
      </Field.Label>
      {field.value !== null && chosen ? (
        <HStack justify="space-between" width="full" borderWidth="1px" borderRadius="md" px="3" py="2">
          <Box minW="0">
            <Text fontWeight="medium" truncate>
              {chosen.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              @{chosen.username}
            </Text>
          </Box>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => {
              setChosen(null);
              field.onChange(null);
            }}
          >
            {t('payments:actions.change_payer')}
          </Button>
        </HStack>
      ) : (
        <PlayerSearch<PayerOption>
          label={t('payments:request.search_payer')}
          search={searchPayers}
          queryKey={paymentKeys.payers()}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onSelect={(payer) => {
            setChosen(payer);
            field.onChange(payer.id);
          }}
        />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The gateway to pay through, among those taking the currency; none: the payer chooses. */
function GatewayField() {
  const { t } = useTranslation('payments');
  const { control } = useFormContext<PaymentRequestFormValues>();
  const currency = useWatch({ control, name: 'currency' });
  const gateways = usePaymentFilters().data?.data.gateways ?? [];
  return (
    <SelectField<PaymentRequestFormValues>
      name="gateway_id"
      label={t('payments:fields.gateway')}
      placeholder={t('payments:request.any_gateway')}
      helperText={t('payments:request.gateway_help')}
      options={gateways
        .filter((gateway) => gateway.supported_currencies.includes(currency))
        .map((gateway) => ({
          value: String(gateway.id),
          label: `${gateway.name} (${PROVIDER_NAMES[gateway.provider]})`,
        }))}
    />
  );
}

/**
 * "Request a payment" (payment.manage): a user is asked to pay an amount; they are told and pay
 * from their own page (/pay/{id}). The amount is typed in the currency, as people write it.
 */
export function RequestPaymentDialog({
  open,
  onClose,
  defaultCurrency,
}: {
  open: boolean;
  onClose: () => void;
  defaultCurrency: PaymentCurrency;
}) {
  const { t, i18n } = useTranslation('payments');
  const request = useRequestPayment();
  // The amount is read in the language on screen when the form is checked.
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const schema = useMemo(() => createPaymentRequestFormSchema(() => locale.current), []);
  const form = useZodForm(schema, {
    defaultValues: paymentRequestFormDefaults(defaultCurrency),
    mode: 'onSubmit',
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('payments:request.title')}
      description={t('payments:request.description')}
      confirmLabel={t('payments:actions.request')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={(input) => request.mutateAsync(input)}
    >
      <Stack gap="4">
        <PayerField />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Box gridColumn={{ sm: 'span 2' }}>
            <TextField<PaymentRequestFormValues>
              name="amount"
              label={t('payments:fields.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          </Box>
          <SelectField<PaymentRequestFormValues>
            name="currency"
            label={t('payments:fields.currency')}
            options={PAYMENT_CURRENCIES.map((value) => ({ value, label: value }))}
          />
        </SimpleGrid>
        <TextareaField<PaymentRequestFormValues>
          name="description"
          label={t('payments:fields.description')}
          helperText={t('payments:request.description_help')}
          required
          rows={2}
          maxLength={255}
        />
        <TextField<PaymentRequestFormValues>
          name="reference"
          label={t('payments:fields.reference')}
          helperText={t('payments:request.reference_help')}
          maxLength={100}
        />
        <GatewayField />
      </Stack>
    </FormDialog>
  );
}
