import {
  Badge,
  Box,
  Button,
  Checkbox,
  Fieldset,
  Flex,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { SearchInput } from '../../../components/filters/search-input';
import { useFieldError } from '../../../components/form/field-shell';
import { compareNames, formatNumber } from '../../../lib/format';
import { useRolePermissionChoices } from '../api/list-role-permission-choices';
import { groupSelection, matchesPermission, setGroupSelected } from './permission-selection';

export interface PermissionPickerProps<T extends FieldValues> {
  /** The form's array field of permission names. */
  name: Path<T>;
}

/**
 * The role form's permission choice: permissions grouped by module, a "select all" box per group
 * (checked, unchecked or mixed), select all / clear all for everything, and a search that narrows
 * the groups (the bulk buttons then act on what is shown).
 */
export function PermissionPicker<T extends FieldValues>({ name }: PermissionPickerProps<T>) {
  const { t, i18n } = useTranslation(['roles', 'ui']);
  const locale = i18n.language;
  const { permissionLabel, groupLabel } = useAccessLabels();
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const choices = useRolePermissionChoices();
  const [search, setSearch] = useState('');

  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const selected = useMemo(() => new Set(value), [value]);

  const groups = useMemo(
    () =>
      (choices.data?.data ?? [])
        .map((group) => ({
          group: group.group,
          label: groupLabel(group.group),
          permissions: group.permissions
            .map((permission) => ({ name: permission.name, label: permissionLabel(permission) }))
            .filter((permission) =>
              matchesPermission(search, permission.name, permission.label, groupLabel(group.group)),
            ),
        }))
        .filter((group) => group.permissions.length > 0)
        .sort((a, b) => compareNames(a.label, b.label, locale)),
    [choices.data, search, groupLabel, permissionLabel, locale],
  );
  const total = (choices.data?.data ?? []).reduce((sum, group) => sum + group.permissions.length, 0);
  const shownNames = groups.flatMap((group) => group.permissions.map((permission) => permission.name));

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Stack gap="3">
        <Flex
          gap="3"
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Fieldset.Legend fontSize="md" fontWeight="semibold">
              {t('roles:fields.permissions')}
            </Fieldset.Legend>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('roles:picker.selected', {
                count: formatNumber(value.length, locale),
                total: formatNumber(total, locale),
              })}
            </Text>
          </Box>
          <HStack gap="2" flexWrap="wrap">
            <SearchInput
              value={search}
              onChange={setSearch}
              placeholder={t('roles:picker.search')}
              debounceMs={150}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => field.onChange(setGroupSelected(value, shownNames, true))}
              disabled={shownNames.every((permission) => selected.has(permission))}
            >
              {t('ui:form.select_all')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => field.onChange(search ? setGroupSelected(value, shownNames, false) : [])}
              disabled={!shownNames.some((permission) => selected.has(permission))}
            >
              {t('ui:form.clear_all')}
            </Button>
          </HStack>
        </Flex>
        {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
        {choices.isPending ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} height="32" borderRadius="lg" />
            ))}
          </SimpleGrid>
        ) : groups.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" py="4">
            {t('roles:picker.no_match')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
            {groups.map((group) => {
              const names = group.permissions.map((permission) => permission.name);
              const state = groupSelection(names, selected);
              const count = names.filter((permission) => selected.has(permission)).length;
              return (
                <Box
                  key={group.group}
                  role="group"
                  aria-label={group.label}
                  borderWidth="1px"
                  borderRadius="lg"
                  bg="bg.panel"
                  borderColor={state === false ? 'border' : 'colorPalette.muted'}
                  colorPalette="blue"
                >
                  <HStack
                    justify="space-between"
                    px="4"
                    py="3"
                    borderBottomWidth="1px"
                    bg="bg.subtle"
                    borderTopRadius="lg"
                  >
                    <Checkbox.Root
                      checked={state}
                      onCheckedChange={(event) =>
                        field.onChange(setGroupSelected(value, names, event.checked === true))
                      }
                      aria-label={t('roles:picker.select_group', { group: group.label })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label fontWeight="semibold">{group.label}</Checkbox.Label>
                    </Checkbox.Root>
                    <Badge
                      variant={count > 0 ? 'solid' : 'outline'}
                      colorPalette={count > 0 ? 'blue' : 'gray'}
                    >
                      {count}/{names.length}
                    </Badge>
                  </HStack>
                  <Stack gap="2.5" px="4" py="3">
                    {group.permissions.map((permission) => (
                      <Checkbox.Root
                        key={permission.name}
                        size="sm"
                        alignItems="flex-start"
                        checked={selected.has(permission.name)}
                        onCheckedChange={(event) =>
                          field.onChange(setGroupSelected(value, [permission.name], event.checked === true))
                        }
                      >
                        <Checkbox.HiddenInput onBlur={field.onBlur} />
                        <Checkbox.Control mt="0.5" />
                        <Checkbox.Label>
                          {permission.label}
                          <Text as="span" display="block" fontSize="xs" color="fg.muted" fontFamily="mono">
                            {permission.name}
                          </Text>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
