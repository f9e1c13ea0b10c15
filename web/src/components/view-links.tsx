import { Button, ButtonGroup } from '@chakra-ui/react';
import { type LucideIcon, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export interface ViewLink<V extends string> {
  value: V;
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * A page header's actions where one thing has several pages (tasks as a list or a board,
 * tournaments as a list or a calendar): the pages as one group of links, the one shown marked
 * (`aria-current`), then the link that creates one, for a user who may (`create` null otherwise).
 */
export function ViewLinks<V extends string>({
  views,
  current,
  create,
}: {
  views: readonly ViewLink<V>[];
  current: V;
  create: { to: string; label: string } | null;
}) {
  return (
    <>
      <ButtonGroup size="sm" variant="outline" attached>
        {views.map(({ value, to, label, icon: Icon }) => (
          <Button
            key={value}
            asChild
            variant={current === value ? 'solid' : 'outline'}
            aria-current={current === value ? 'page' : undefined}
          >
            <RouterLink to={to}>
              <Icon size={16} aria-hidden="true" />
              {label}
            </RouterLink>
          </Button>
        ))}
      </ButtonGroup>
      {create && (
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={create.to}>
            <Plus size={16} aria-hidden="true" />
            {create.label}
          </RouterLink>
        </Button>
      )}
    </>
  );
}
