import type { Match } from '@pickleball/domain';
import { type ComponentType, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { TextField } from '../../../components/form/text-field';
import { ClubPicker } from '../../../components/search-picker/club-picker';
import { CourtPicker } from '../../../components/search-picker/court-picker';
import type { PickerItem, SearchPickerProps } from '../../../components/search-picker/search-picker';
import { useAuth } from '../../../lib/auth';

type PickerComponent = ComponentType<Omit<SearchPickerProps<PickerItem>, 'search' | 'queryKey'>>;

/** One id field of the form chosen with a picker; the chosen item is kept for its name. */
function PickerField({
  name,
  label,
  helperText,
  initial,
  Picker,
}: {
  name: 'court_id' | 'club_id';
  label: string;
  helperText?: string;
  initial: PickerItem | null;
  Picker: PickerComponent;
}) {
  const error = useFieldError(name);
  const [chosen, setChosen] = useState<PickerItem | null>(initial);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <Picker
          label={label}
          helperText={helperText}
          value={chosen}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(next) => {
            setChosen(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

/**
 * Where the match is played: a registered court and a club, each searched (with court.view and
 * club.view), and the venue as free text for a place not in the court list. Without a permission
 * its picker is not shown and the match keeps the court or club it has.
 */
export function VenueFields({ match }: { match?: Match }) {
  const { t } = useTranslation('matches');
  const { can } = useAuth();
  const canPickCourt = can('court.view');
  return (
    <>
      {canPickCourt && (
        <PickerField
          name="court_id"
          label={t('matches:fields.court')}
          helperText={t('matches:form.court_help')}
          initial={match?.court ?? null}
          Picker={CourtPicker as PickerComponent}
        />
      )}
      <TextField
        name="location"
        label={canPickCourt ? t('matches:fields.other_venue') : t('matches:fields.location')}
        helperText={canPickCourt ? t('matches:form.other_venue_help') : undefined}
        maxLength={255}
      />
      {can('club.view') && (
        <PickerField
          name="club_id"
          label={t('matches:fields.club')}
          initial={match?.club ?? null}
          Picker={ClubPicker}
        />
      )}
    </>
  );
}
