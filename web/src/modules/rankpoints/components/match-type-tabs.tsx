import { Button, HStack } from '@chakra-ui/react';
import { RATING_MATCH_TYPES, type RatingMatchType } from '@pickleball/domain';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MATCH_TYPE_KEYS } from './rankpoint-labels';

export interface MatchTypeTabsProps {
  value: RatingMatchType;
  onChange: (value: RatingMatchType) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/**
 * Singles and doubles as tabs (WAI-ARIA tabs: arrows move between them, the chosen one is the
 * only tab stop), drawn with buttons so no tabs recipe joins the shell's theme.
 */
export function MatchTypeTabs({ value, onChange, panelId, idPrefix }: MatchTypeTabsProps) {
  const { t } = useTranslation('rankpoints');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = RATING_MATCH_TYPES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = RATING_MATCH_TYPES[next] as RatingMatchType;
    onChange(type);
    refs.current[type]?.focus();
  };
  return (
    <HStack role="tablist" aria-label={t('rankpoints:fields.match_type')} gap="2">
      {RATING_MATCH_TYPES.map((type, index) => {
        const isSelected = type === value;
        return (
          <Button
            key={type}
            ref={(element) => {
              refs.current[type] = element;
            }}
            id={`${idPrefix}-${type}`}
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            size="sm"
            variant={isSelected ? 'solid' : 'outline'}
            colorPalette={isSelected ? 'blue' : 'gray'}
            onClick={() => onChange(type)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(MATCH_TYPE_KEYS[type])}
          </Button>
        );
      })}
    </HStack>
  );
}
