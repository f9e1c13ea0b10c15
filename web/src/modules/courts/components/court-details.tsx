import {
  Badge,
  Box,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { WEEKDAYS } from '@pickleball/domain';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { CourtData } from './court-form-values';
import { SOCIAL_PLATFORM_NAMES, type SocialPlatform, useCourtLabels, usePlaceName } from './court-labels';

const DASH = (
  <Text as="span" color="fg.muted">
    —
  </Text>
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Heading as="h2" size="md" id={id} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ md: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : DASH);

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" overflowWrap="anywhere">
      {children}
      <ExternalLink size={12} aria-hidden="true" />
    </Link>
  );
}

/**
 * Every field of a court, read-only, in the form's sections: for the court's page, and for a
 * registration request's submitted data (which has no status of its own). `idPrefix` keeps the
 * sections' heading ids unique when two views share a page.
 */
export function CourtDetails({
  court,
  idPrefix = 'court',
  columns = { base: 1, xl: 2 },
}: {
  court: CourtData;
  idPrefix?: string;
  /** Sections side by side per breakpoint; one column where the view shares the page. */
  columns?: Record<string, number>;
}) {
  const { t, i18n } = useTranslation('courts');
  const labels = useCourtLabels();
  const placeLabel = usePlaceName();
  const locale = i18n.language;
  const yesNo = (value: boolean) => (value ? t('courts:yes') : t('courts:no'));
  const hours = court.operating_hours;
  return (
    <SimpleGrid columns={columns} gap="6" alignItems="start">
      <Section id={`${idPrefix}-basics`} title={t('courts:form.basics')}>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <Item label={t('courts:fields.number_of_courts')}>
            {formatNumber(court.number_of_courts, locale)}
          </Item>
          <Item label={t('courts:fields.surface_type')}>
            {court.surface_type ? labels.surfaceLabel(court.surface_type) : DASH}
          </Item>
          <Item label={t('courts:fields.description')}>
            {court.description ? <Text whiteSpace="pre-line">{court.description}</Text> : DASH}
          </Item>
        </DataList.Root>
      </Section>

      <Section id={`${idPrefix}-address`} title={t('courts:form.address')}>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <Item label={t('courts:fields.province')}>{placeLabel(court.province)}</Item>
          <Item label={t('courts:fields.ward')}>{placeLabel(court.ward)}</Item>
          <Item label={t('courts:fields.address_detail')}>{orDash(court.address_detail)}</Item>
          <Item label={t('courts:fields.location')}>{orDash(court.location)}</Item>
        </DataList.Root>
      </Section>

      <Section id={`${idPrefix}-owner`} title={t('courts:form.owner')}>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <Item label={t('courts:fields.owner_name')}>{court.owner_name}</Item>
          <Item label={t('courts:fields.owner_phone')}>
            <Link href={`tel:${court.owner_phone}`}>{court.owner_phone}</Link>
          </Item>
          <Item label={t('courts:fields.owner_email')}>
            {court.owner_email ? <Link href={`mailto:${court.owner_email}`}>{court.owner_email}</Link> : DASH}
          </Item>
          <Item label={t('courts:fields.contact_person')}>{orDash(court.contact_person)}</Item>
          <Item label={t('courts:fields.emergency_contact')}>
            {court.emergency_contact ? (
              <Link href={`tel:${court.emergency_contact}`}>{court.emergency_contact}</Link>
            ) : (
              DASH
            )}
          </Item>
        </DataList.Root>
      </Section>

      <Section id={`${idPrefix}-pricing`} title={t('courts:form.pricing')}>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <Item label={t('courts:fields.price_per_hour')}>
            {court.price_per_hour === null ? DASH : labels.formatPrice(court.price_per_hour)}
          </Item>
          <Item label={t('courts:fields.parking')}>{labels.parkingLabel(court.parking)}</Item>
          <Item label={t('courts:fields.equipment_rental')}>{yesNo(court.equipment_rental)}</Item>
          <Item label={t('courts:fields.coaching')}>{yesNo(court.coaching)}</Item>
          <Item label={t('courts:fields.schedule')}>
            {court.schedule ? <Text whiteSpace="pre-line">{court.schedule}</Text> : DASH}
          </Item>
        </DataList.Root>
      </Section>

      <Section id={`${idPrefix}-hours`} title={t('courts:fields.operating_hours')}>
        {hours ? (
          <Table.Root size="sm" variant="outline">
            <Table.Body>
              {WEEKDAYS.map((day) => {
                const entry = hours[day];
                return (
                  <Table.Row key={day}>
                    <Table.Cell fontWeight="medium">{labels.weekdayLabel(day)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {!entry || entry.closed ? (
                        <Text as="span" color="fg.muted">
                          {t('courts:closed')}
                        </Text>
                      ) : (
                        `${entry.open ?? '?'}–${entry.close ?? '?'}`
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('courts:hours.not_given')}
          </Text>
        )}
      </Section>

      <Section id={`${idPrefix}-facilities`} title={t('courts:form.facilities')}>
        <Stack gap="4">
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('courts:fields.facilities')}
            </Text>
            {court.facilities.length > 0 ? (
              <Wrap gap="2">
                {court.facilities.map((facility) => (
                  <Badge key={facility} variant="subtle" colorPalette="blue">
                    {labels.facilityLabel(facility)}
                  </Badge>
                ))}
              </Wrap>
            ) : (
              DASH
            )}
          </Stack>
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('courts:fields.amenities')}
            </Text>
            {court.amenities.length > 0 ? (
              <Wrap gap="2">
                {court.amenities.map((amenity) => (
                  <Badge key={amenity} variant="subtle" colorPalette="teal">
                    {labels.amenityLabel(amenity)}
                  </Badge>
                ))}
              </Wrap>
            ) : (
              DASH
            )}
          </Stack>
        </Stack>
      </Section>

      <Section id={`${idPrefix}-online`} title={t('courts:form.online')}>
        <DataList.Root orientation="horizontal" gap="3" size="sm">
          <Item label={t('courts:fields.website')}>
            {court.website ? <ExternalAnchor href={court.website}>{court.website}</ExternalAnchor> : DASH}
          </Item>
          <Item label={t('courts:fields.social_media')}>
            {court.social_media.length > 0 ? (
              <Stack gap="1">
                {court.social_media.map((link) => (
                  <HStack key={`${link.platform}-${link.url}`} gap="2">
                    <ExternalAnchor href={link.url}>
                      {SOCIAL_PLATFORM_NAMES[link.platform as SocialPlatform] ?? link.platform}
                    </ExternalAnchor>
                  </HStack>
                ))}
              </Stack>
            ) : (
              DASH
            )}
          </Item>
        </DataList.Root>
      </Section>

      <Section id={`${idPrefix}-notes`} title={t('courts:form.notes')}>
        {court.special_notes ? (
          <Text whiteSpace="pre-line" fontSize="sm">
            {court.special_notes}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('courts:detail.no_notes')}
          </Text>
        )}
      </Section>
    </SimpleGrid>
  );
}
