import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A card that is one link: an icon, a title and a line of description (the configuration pages'
 * entries, what a new user can do next). The whole card is clickable; the title is the link.
 */
export function LinkCard({
  to,
  icon: Icon,
  title,
  description,
  as = 'article',
  size = 'md',
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** `li` inside a list of such cards. */
  as?: 'article' | 'li';
  /** `sm` for a card among others on a page that has its own heading level 2. */
  size?: 'md' | 'sm';
}) {
  return (
    <LinkBox
      as={as}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={size === 'md' ? { base: '4', md: '5' } : '4'}
      _hover={{ borderColor: 'colorPalette.solid', shadow: 'sm' }}
      colorPalette="blue"
    >
      <HStack align="flex-start" gap="3">
        <Box bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="md" p="2" aria-hidden="true">
          <Icon size={size === 'md' ? 20 : 18} />
        </Box>
        <Stack gap={size === 'md' ? '1' : '0.5'} flex="1" minW="0">
          <Heading as={size === 'md' ? 'h2' : 'h3'} size={size}>
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Box color="fg.muted" aria-hidden="true">
          <ChevronRight size={18} />
        </Box>
      </HStack>
    </LinkBox>
  );
}
