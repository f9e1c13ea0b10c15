import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { IMPORT_ACCEPT } from './import-file-rules';

export interface ImportFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The message of a check the file failed (SPEC §8's texts). */
  error?: string | null;
  disabled?: boolean;
}

function formatSize(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })} MB`;
}

/**
 * A drop zone for one spreadsheet: drag a file onto it, or use its button (a real file input, so
 * keyboards and screen readers choose files the usual way). The chosen file shows with its size.
 */
export function ImportFilePicker({ file, onChange, error, disabled }: ImportFilePickerProps) {
  const { t, i18n } = useTranslation('courts');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [isOver, setIsOver] = useState(false);

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };

  return (
    <Stack gap="2">
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={handleDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={error ? 'border.error' : isOver ? 'blue.solid' : 'border'}
        bg={isOver ? 'blue.subtle' : 'bg.subtle'}
        borderRadius="lg"
        px={{ base: '4', md: '8' }}
        py={{ base: '6', md: '8' }}
        textAlign="center"
        transition="background 0.15s"
        data-testid="import-drop-zone"
      >
        <Stack align="center" gap="3">
          <Box color="fg.muted" aria-hidden="true">
            <Upload size={32} />
          </Box>
          <Text fontWeight="medium">{t('courts:import_page.drop_here')}</Text>
          <chakra.input
            ref={inputRef}
            type="file"
            accept={IMPORT_ACCEPT}
            srOnly
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled}
            onChange={(event) => {
              onChange(event.currentTarget.files?.[0] ?? null);
              // Choosing the same file again after a fix must fire a change again.
              event.currentTarget.value = '';
            }}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            {t('courts:import_page.choose_file')}
          </Button>
          <Text id={hintId} fontSize="xs" color="fg.muted">
            {t('courts:import_page.file_rules')}
          </Text>
        </Stack>
      </Box>
      {file && (
        <HStack
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          bg="bg.panel"
          justify="space-between"
          data-testid="import-chosen-file"
        >
          <HStack gap="2" minW="0">
            <Box color="green.fg" flexShrink={0} aria-hidden="true">
              <FileSpreadsheet size={20} />
            </Box>
            <Text fontSize="sm" fontWeight="medium" truncate>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {formatSize(file.size, i18n.language)}
            </Text>
          </HStack>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('courts:import_page.remove_file', { name: file.name })}
          >
            <X size={14} aria-hidden="true" />
          </Button>
        </HStack>
      )}
      {error && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
