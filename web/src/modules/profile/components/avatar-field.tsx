import { Avatar, Box, HStack, Text } from '@chakra-ui/react';
import type { Profile } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import type { ProfileForm } from './profile-form';

/** The avatar (purpose user_avatar). */
export function AvatarField({ profile }: { profile: Profile; form: ProfileForm }) {
  const { t } = useTranslation('profile');
  return (
    <Box id="profile-avatar" scrollMarginTop="20">
      <HStack gap="4">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={profile.user.name} />
          {profile.avatar && (
            <Avatar.Image src={profile.avatar.variants['256'] ?? profile.avatar.url} alt="" />
          )}
        </Avatar.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('profile:avatar.help')}
        </Text>
      </HStack>
    </Box>
  );
}
