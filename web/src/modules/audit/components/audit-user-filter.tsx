import { Combobox, createListCollection, Portal, Spinner, Text } from '@chakra-ui/react';
import type { AuditUserOption } from '@pickleball/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditUsers } from '../api/list-audit-users';

export interface AuditUserFilterProps {
  /** The chosen user's id; undefined for everyone. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

const DEBOUNCE_MS = 250;

/**
 * The trail's user filter: type a name, username or e-mail (diacritics optional) and choose among at
 * most 20 people the server finds (GET /audit/users). Whoever is chosen (from the table or a
 * bookmark) is named in the box.
 */
export function AuditUserFilter({ value, onChange }: AuditUserFilterProps) {
  const { t } = useTranslation('audit');
  // null while not typing: the box then shows the chosen person.
  const [query, setQuery] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch((query ?? '').trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useAuditUsers({ search: search || undefined });
  const chosen = useAuditUsers({ id: value }, Boolean(value)).data?.data[0];
  const people = found.data?.data ?? [];
  const collection = useMemo(
    () =>
      createListCollection<AuditUserOption>({
        items: people,
        itemToString: (user) => user.name,
        itemToValue: (user) => String(user.id),
      }),
    [people],
  );
  const chosenName = value ? (chosen?.name ?? t('audit:filters.user_number', { id: value })) : '';

  return (
    <Combobox.Root
      size="sm"
      width={{ base: 'full', md: '56' }}
      collection={collection}
      value={value ? [value] : []}
      inputValue={query ?? chosenName}
      onInputValueChange={(details) => {
        if (details.reason === 'input-change') setQuery(details.inputValue);
      }}
      onValueChange={(details) => {
        setQuery(null);
        onChange(details.value[0] || undefined);
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery(null);
      }}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
      translations={{
        triggerLabel: t('audit:filters.user_list'),
        clearTriggerLabel: t('audit:filters.all_users'),
      }}
    >
      <Combobox.Control>
        <Combobox.Input
          aria-label={t('audit:fields.user')}
          placeholder={t('audit:filters.user_placeholder')}
          autoComplete="off"
        />
        <Combobox.IndicatorGroup>
          {found.isFetching && <Spinner size="xs" />}
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto">
            <Combobox.Empty>{t('audit:filters.no_user')}</Combobox.Empty>
            {collection.items.map((user) => (
              <Combobox.Item item={user} key={user.id}>
                <Combobox.ItemText>
                  {user.name}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    @{user.username}
                  </Text>
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
