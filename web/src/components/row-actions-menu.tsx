import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { type LucideIcon, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One entry of a {@link RowActionsMenu}. */
export interface RowAction {
  /** Stable key (also the menu item's value). */
  value: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Left out (the user may not do it, or it does not apply to this row). */
  hidden?: boolean;
  /** Shown in the error colour (delete). */
  destructive?: boolean;
}

export interface RowActionsMenuProps {
  /** The row's name, for the button's accessible name ("Actions for Sân Cầu Giấy"). */
  rowLabel: string;
  actions: readonly RowAction[];
}

/** The "…" menu at the end of a list row: the actions the user may take on it; nothing when none. */
export function RowActionsMenu({ rowLabel, actions }: RowActionsMenuProps) {
  const { t } = useTranslation('ui');
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('ui:table.row_actions', { row: rowLabel })}>
          <MoreHorizontal />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {shown.map(({ value, label, icon: Icon, onSelect, destructive }) => (
              <Menu.Item
                key={value}
                value={value}
                onSelect={onSelect}
                {...(destructive ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } } : {})}
              >
                <Icon size={14} aria-hidden="true" />
                {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
