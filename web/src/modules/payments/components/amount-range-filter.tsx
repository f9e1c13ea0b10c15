import { HStack, Input, Text } from '@chakra-ui/react';
import type { PaymentCurrency } from '@pickleball/domain';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyInput, parseMoneyText, toMinorUnits } from '../../../lib/money';

/** One end of the range: typed in the currency, kept in minor units; committed on leaving the box or Enter. */
function AmountBox({
  label,
  value,
  currency,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  currency: PaymentCurrency;
  onCommit: (minorUnits: string | undefined) => void;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const shown = value && /^\d+$/.test(value) ? formatMoneyInput(Number(value), currency, locale) : '';
  const [text, setText] = useState(shown);
  const [isInvalid, setInvalid] = useState(false);
  // Follow the URL when it changes from outside (clear filters, back button).
  useEffect(() => {
    setText(shown);
    setInvalid(false);
  }, [shown]);
  const commit = () => {
    const number = parseMoneyText(text, currency, locale);
    if (number === null) {
      setInvalid(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const minor = number >= 0 ? toMinorUnits(number, currency) : null;
    setInvalid(minor === null);
    if (minor !== null && String(minor) !== value) onCommit(String(minor));
  };
  return (
    <Input
      size="sm"
      inputMode="decimal"
      flex={{ base: '1', md: 'none' }}
      width={{ md: '32' }}
      aria-label={label}
      placeholder={label}
      aria-invalid={isInvalid || undefined}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/** The amount filter: "from … to …" in the chosen currency (amounts of different currencies do not compare). */
export function AmountRangeFilter({
  currency,
  min,
  max,
  onChange,
}: {
  currency: PaymentCurrency | undefined;
  min: string | undefined;
  max: string | undefined;
  onChange: (range: { amount_min: string | undefined; amount_max: string | undefined }) => void;
}) {
  const { t } = useTranslation('payments');
  if (!currency)
    return (
      <Text fontSize="xs" color="fg.muted" alignSelf="center">
        {t('payments:filters.amount_needs_currency')}
      </Text>
    );
  return (
    <HStack
      gap="2"
      role="group"
      aria-label={t('payments:filters.amount')}
      width={{ base: 'full', md: 'auto' }}
    >
      <AmountBox
        label={t('payments:filters.amount_min', { currency })}
        value={min}
        currency={currency}
        onCommit={(amount) => onChange({ amount_min: amount, amount_max: max })}
      />
      <Text aria-hidden="true" color="fg.muted">
        –
      </Text>
      <AmountBox
        label={t('payments:filters.amount_max', { currency })}
        value={max}
        currency={currency}
        onCommit={(amount) => onChange({ amount_min: min, amount_max: amount })}
      />
    </HStack>
  );
}
