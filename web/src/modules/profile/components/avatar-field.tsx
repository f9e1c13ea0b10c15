import { Box } from '@chakra-ui/react';
import type { Profile, StoredImage } from '@pickleball/domain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { ImageUpload, type ImageUploadHandle } from '../../../components/image-upload/image-upload';
import type { ProfileForm } from './profile-form';

export interface AvatarFieldProps {
  profile: Profile;
  form: ProfileForm;
  /** Saving the profile finishes the picture under way through it (framed as shown, uploaded). */
  handleRef: { current: ImageUploadHandle | null };
}

/**
 * The avatar (purpose user_avatar: JPG, PNG or WebP, framed square, variants made by the server).
 * The upload answers the stored image; the form keeps its id, saved with the profile.
 */
export function AvatarField({ profile, form, handleRef }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const { field } = useController({ control: form.control, name: 'avatar' });
  const error = useFieldError('avatar');
  const [image, setImage] = useState<StoredImage | null>(profile.avatar);
  return (
    <Box id="profile-avatar" scrollMarginTop="20">
      <ImageUpload
        purpose="user_avatar"
        label={t('profile:avatar.label')}
        helperText={t('profile:avatar.help')}
        value={image ? [image] : []}
        onChange={(images) => {
          const next = images[0] ?? null;
          setImage(next);
          field.onChange(next?.id ?? null);
        }}
        error={error}
        handleRef={handleRef}
      />
    </Box>
  );
}
