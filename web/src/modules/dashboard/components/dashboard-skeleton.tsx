import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Three card-shaped placeholders while the dashboard loads (the grid's own columns). */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Box key={index} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '5' }}>
          <Stack gap="4">
            <Skeleton height="8" width="40%" />
            <Skeleton height="9" width="30%" />
            <SkeletonText noOfLines={3} gap="2" />
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
