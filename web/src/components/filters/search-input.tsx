import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchInputProps {
  /** The committed search (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses for `debounceMs`, or at once on Enter or clear. */
  onChange: (value: string) => void;
  /** Placeholder and accessible name; "Search…" by default. */
  placeholder?: string;
  /** Pause before `onChange`, in milliseconds (300 by default). */
  debounceMs?: number;
  /** Width of the box; full width on phones. */
  width?: string | Record<string, string>;
}

/** A search box that reports after a pause in typing, with a clear button. */
export function SearchInput({ value, onChange, placeholder, debounceMs = 300, width }: SearchInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // Follow the URL when it changes from outside (back button, "clear filters").
  useEffect(() => {
    committed.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = text.trim();
      onChange(text.trim());
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, debounceMs, onChange]);

  const label = placeholder ?? t('table.search');
  return (
    <InputGroup
      width={width ?? { base: 'full', md: '72' }}
      startElement={<Search size={16} aria-hidden="true" />}
      endElement={
        text ? (
          <CloseButton
            size="xs"
            aria-label={t('table.clear_search')}
            onClick={() => {
              setText('');
              committed.current = '';
              onChange('');
            }}
          />
        ) : undefined
      }
    >
      <Input
        type="search"
        size="sm"
        value={text}
        placeholder={label}
        aria-label={label}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            committed.current = text.trim();
            onChange(text.trim());
          }
        }}
      />
    </InputGroup>
  );
}
