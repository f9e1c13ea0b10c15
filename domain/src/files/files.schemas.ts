import { z } from 'zod';

/**
 * Images uploaded for avatars and similar (issue 6 §1). Each purpose says which types it takes,
 * how large and whether it is cropped square; the server re-encodes every image and makes
 * WebP variants of these widths.
 */
export const IMAGE_VARIANT_SIZES = [64, 256, 512] as const;

export const IMAGE_PURPOSES = {
  /** SPEC §5: a club avatar is JPG or PNG, at most 2 MB. */
  club_avatar: { types: ['image/jpeg', 'image/png'], maxBytes: 2 * 1024 * 1024, square: true },
  user_avatar: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024, square: true },
  /** A photo sent in a chat message (issue 17): kept in its proportions. */
  chat_image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * 1024 * 1024, square: false },
  /** A photo attached to a meeting (issue 16): kept in its proportions. */
  meeting_image: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 10 * 1024 * 1024,
    square: false,
  },
} as const satisfies Record<string, { types: readonly string[]; maxBytes: number; square: boolean }>;
export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const IMAGE_PURPOSE_NAMES = Object.keys(IMAGE_PURPOSES) as [ImagePurpose, ...ImagePurpose[]];

/** File extensions people know the types by, for messages ("JPG, PNG"). */
export const IMAGE_TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export const ImageUploadQuerySchema = z.object({
  purpose: z.enum(IMAGE_PURPOSE_NAMES, { error: 'one_of' }),
});

export const StoredImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.record(z.string(), z.string()),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

/** "2 MB", "512 KB": a size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
