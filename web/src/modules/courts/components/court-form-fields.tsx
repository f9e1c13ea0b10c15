import { SimpleGrid, Stack } from '@chakra-ui/react';
import { MAX_COURTS } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { ProvinceWardField } from '../../../components/place-picker/province-ward-picker';
import { formatDecimal } from '../../../lib/format';
import type { CourtFieldValues, CourtFormValues } from './court-form-values';
import { useCourtLabels } from './court-labels';
import { FormSection } from './form-section';
import { OperatingHoursField } from './operating-hours-field';
import { SocialLinksField } from './social-links-field';

export interface CourtFormFieldsProps {
  /**
   * `staff`: every field of the court form, with its status, visibility and place in lists;
   * `public`: the court's own fields, for the public registration form.
   */
  audience: 'staff' | 'public';
}

/**
 * The court's fields in sections (SPEC §3 "Court"), bound by name to the surrounding form, whose
 * values hold {@link CourtFieldValues}: the staff form and the public registration share them.
 */
export function CourtFormFields({ audience }: CourtFormFieldsProps) {
  const { t, i18n } = useTranslation('courts');
  const labels = useCourtLabels();
  return (
    <Stack gap="6">
      <FormSection title={t('courts:form.basics')}>
        <TextField<CourtFieldValues> name="name" label={t('courts:fields.name')} required maxLength={200} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<CourtFieldValues>
            name="number_of_courts"
            type="number"
            label={t('courts:fields.number_of_courts')}
            helperText={t('courts:form.number_of_courts_help', { max: MAX_COURTS })}
            required
          />
          <SelectField<CourtFieldValues>
            name="surface_type"
            label={t('courts:fields.surface_type')}
            placeholder={t('courts:form.not_specified')}
            options={labels.surfaceOptions}
          />
        </SimpleGrid>
        <TextareaField<CourtFieldValues>
          name="description"
          label={t('courts:fields.description')}
          rows={4}
          maxLength={5000}
        />
      </FormSection>

      <FormSection title={t('courts:form.address')} description={t('courts:form.address_help')}>
        <ProvinceWardField<CourtFieldValues>
          provinceName="province_code"
          wardName="ward_code"
          provinceLabel={t('courts:fields.province')}
          wardLabel={t('courts:fields.ward')}
          required
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<CourtFieldValues>
            name="address_detail"
            label={t('courts:fields.address_detail')}
            placeholder={t('courts:form.address_detail_placeholder')}
            maxLength={255}
          />
          <TextField<CourtFieldValues>
            name="location"
            label={t('courts:fields.location')}
            helperText={t('courts:form.location_help')}
            maxLength={255}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('courts:form.owner')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<CourtFieldValues>
            name="owner_name"
            label={t('courts:fields.owner_name')}
            required
            autoComplete="off"
            maxLength={120}
          />
          <TextField<CourtFieldValues>
            name="owner_phone"
            type="tel"
            label={t('courts:fields.owner_phone')}
            required
            autoComplete="off"
          />
          <TextField<CourtFieldValues>
            name="owner_email"
            type="email"
            label={t('courts:fields.owner_email')}
            autoComplete="off"
          />
          <TextField<CourtFieldValues>
            name="contact_person"
            label={t('courts:fields.contact_person')}
            helperText={t('courts:form.contact_person_help')}
            maxLength={120}
          />
          <TextField<CourtFieldValues>
            name="emergency_contact"
            type="tel"
            label={t('courts:fields.emergency_contact')}
            helperText={t('courts:form.emergency_contact_help')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('courts:form.pricing')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField<CourtFieldValues>
            name="price_per_hour"
            inputMode="decimal"
            autoComplete="off"
            label={t('courts:fields.price_per_hour')}
            helperText={t('courts:form.price_help')}
            placeholder={formatDecimal(12.5, i18n.language, 2)}
          />
          <SelectField<CourtFieldValues>
            name="parking"
            label={t('courts:fields.parking')}
            options={labels.parkingOptions}
          />
        </SimpleGrid>
        <TextareaField<CourtFieldValues>
          name="schedule"
          label={t('courts:fields.schedule')}
          placeholder={t('courts:form.schedule_placeholder')}
          rows={2}
          maxLength={1000}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SwitchField<CourtFieldValues>
            name="equipment_rental"
            label={t('courts:fields.equipment_rental')}
            helperText={t('courts:form.equipment_rental_help')}
          />
          <SwitchField<CourtFieldValues>
            name="coaching"
            label={t('courts:fields.coaching')}
            helperText={t('courts:form.coaching_help')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('courts:fields.operating_hours')} description={t('courts:form.hours_help')}>
        <OperatingHoursField />
      </FormSection>

      <FormSection title={t('courts:form.facilities')}>
        <CheckboxGroupField<CourtFieldValues, string>
          name="facilities"
          label={t('courts:fields.facilities')}
          options={labels.facilityOptions}
          columns={{ base: 2, md: 4 }}
          showBulkActions={false}
        />
        <CheckboxGroupField<CourtFieldValues, string>
          name="amenities"
          label={t('courts:fields.amenities')}
          options={labels.amenityOptions}
          columns={{ base: 2, md: 4 }}
          showBulkActions={false}
        />
      </FormSection>

      <FormSection title={t('courts:form.online')}>
        <TextField<CourtFieldValues>
          name="website"
          type="url"
          label={t('courts:fields.website')}
          placeholder="https://"
          maxLength={500}
        />
        <SocialLinksField />
      </FormSection>

      <FormSection title={t('courts:form.notes')}>
        <TextareaField<CourtFieldValues>
          name="special_notes"
          label={t('courts:fields.special_notes')}
          helperText={t('courts:form.special_notes_help')}
          rows={3}
          maxLength={2000}
        />
      </FormSection>

      {audience === 'staff' && (
        <FormSection title={t('courts:form.publishing')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SelectField<CourtFormValues>
              name="status"
              label={t('courts:fields.status')}
              options={labels.statusOptions}
              required
            />
            <TextField<CourtFormValues>
              name="sort_order"
              type="number"
              label={t('courts:fields.sort_order')}
              helperText={t('courts:form.sort_order_help')}
            />
          </SimpleGrid>
          <SwitchField<CourtFormValues>
            name="is_active"
            label={t('courts:visibility.visible')}
            helperText={t('courts:form.is_active_help')}
          />
        </FormSection>
      )}
    </Stack>
  );
}
