import { Avatar } from '@chakra-ui/react';
import type { Club } from '@pickleball/domain';

const SIZES = {
  sm: { variant: '64', size: 'sm' },
  md: { variant: '64', size: 'md' },
  xl: { variant: '256', size: '2xl' },
} as const;

/**
 * The club's avatar: its 64 px variant in lists (the server's WebP, a few kB), 256 px on the
 * detail page; the initials of its name when it has none.
 */
export function ClubAvatar({
  club,
  size = 'md',
}: {
  club: Pick<Club, 'name' | 'avatar'>;
  size?: keyof typeof SIZES;
}) {
  const { variant, size: avatarSize } = SIZES[size];
  const src = club.avatar ? (club.avatar.variants[variant] ?? club.avatar.url) : undefined;
  return (
    <Avatar.Root size={avatarSize} shape="rounded" colorPalette="teal" flexShrink={0}>
      <Avatar.Fallback name={club.name} />
      {/* Not lazy: Chakra keeps the image hidden until it loads, and a hidden lazy image never does. */}
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
