import { Breadcrumb, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** One step of the breadcrumb trail; the last one is the current page and needs no `to`. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

export interface PageHeaderProps {
  /** The page's title, rendered as the page's h1. */
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The trail from the dashboard; the page itself is added last when not given. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons on the right (wrapping under the title on phones): "Create user". */
  actions?: ReactNode;
}

/** The top of a page: breadcrumbs, h1, a description and the page's main actions. */
export function PageHeader({ title, description, breadcrumbs = [], actions }: PageHeaderProps) {
  const { t } = useTranslation('ui');
  const trail = breadcrumbs.length > 0 ? breadcrumbs : [{ label: title }];
  return (
    <Stack gap="2" mb={{ base: '4', md: '6' }}>
      <Breadcrumb.Root size="sm" aria-label={t('page.breadcrumbs')}>
        <Breadcrumb.List flexWrap="wrap">
          {trail.map((item, index) => {
            const isLast = index === trail.length - 1;
            return (
              <Fragment key={`${item.label}-${item.to ?? ''}`}>
                <Breadcrumb.Item>
                  {isLast || !item.to ? (
                    <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
                  ) : (
                    <Breadcrumb.Link asChild>
                      <RouterLink to={item.to}>{item.label}</RouterLink>
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
                {!isLast && <Breadcrumb.Separator />}
              </Fragment>
            );
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="2" flexShrink={0} flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
