import { Box, IconButton, Input } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateText, parseDateText } from '../lib/date-text';

export interface DateFieldProps {
  /** Accessible name of the field ("Created from"). */
  label: string;
  /** The date, `YYYY-MM-DD`, or undefined. */
  value: string | undefined;
  /** Called with a complete, valid date in range, or undefined once the field is emptied. */
  onChange: (value: string | undefined) => void;
  /** Earliest and latest dates allowed, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  /** Width on a laptop (a phone's takes the space given). */
  width?: string;
}

/**
 * The one date field of the app (every date filter): typed and shown in the app's language —
 * dd/mm/yyyy in Vietnamese, mm/dd/yyyy in English (lib/date-text) — whatever the browser's
 * language, which a native date input follows instead. The calendar button opens the browser's
 * picker for the same date. A typed date counts once complete (on Enter or leaving the field);
 * one that is impossible or out of range is marked invalid and changes nothing.
 */
export function DateField({ label, value, onChange, min, max, width }: DateFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const [text, setText] = useState(() => formatDateText(value, language));
  const [isInvalid, setIsInvalid] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);

  // A new value from outside (the picker, a reset, the address) or a new language: shown afresh.
  useEffect(() => {
    setText(formatDateText(value, language));
    setIsInvalid(false);
  }, [value, language]);

  const commit = () => {
    if (text.trim() === '') {
      setIsInvalid(false);
      if (value !== undefined) onChange(undefined);
      return;
    }
    const parsed = parseDateText(text, language);
    if (parsed === null || (min && parsed < min) || (max && parsed > max)) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    if (parsed === value) setText(formatDateText(parsed, language));
    else onChange(parsed);
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // A browser without showPicker: the field still takes a typed date.
      picker.focus();
    }
  };

  return (
    <Box position="relative" flex={{ base: '1', md: 'none' }} width={{ md: width ?? '40' }} minW="0">
      <Input
        size="sm"
        pe="8"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        placeholder={t('date_field.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <IconButton
        size="xs"
        variant="ghost"
        position="absolute"
        top="50%"
        insetEnd="1"
        transform="translateY(-50%)"
        aria-label={t('date_field.open_picker', { label })}
        title={t('date_field.open_picker', { label })}
        onClick={openPicker}
      >
        <CalendarDays />
      </IconButton>
      <input
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        style={{
          position: 'absolute',
          insetInlineEnd: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
