import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  dataEnvelope,
  formatBytes,
  IMAGE_PURPOSES,
  ImageUploadQuerySchema,
  StoredImageSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../platform/errors';
import { defineRoute } from '../../platform/routing';
import { readUploadedFile } from '../../platform/uploads';
import { findFileByUuid } from './files.repository';
import { storeImage, UPLOAD_MAX_BYTES } from './files.service';

const tags = ['files'];
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const FileParamsSchema = z.object({
  uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
  name: z.string().regex(/^(original\.(jpg|png|webp)|(64|256|512)\.webp)$/, 'invalid_value'),
});

export const fileRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/v1/uploads/images',
    access: { authenticated: true },
    summary: 'Upload an image (multipart field `file`) for a purpose; answers it with its variants',
    tags,
    query: ImageUploadQuerySchema,
    response: dataEnvelope(StoredImageSchema),
    status: 201,
    handler: async ({ ctx, query, raw }) => {
      const { buffer } = await readUploadedFile(raw, UPLOAD_MAX_BYTES, {
        tooLarge: () =>
          fieldError('file', 'image_too_large', { max: formatBytes(IMAGE_PURPOSES[query.purpose].maxBytes) }),
        missing: () => fieldError('file', 'image_required'),
      });
      return { data: await storeImage(ctx, query.purpose, buffer) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/files/:uuid/:name',
    access: { public: true },
    summary: 'An uploaded image or one of its variants (cached for a year: an id never changes)',
    tags,
    params: FileParamsSchema,
    handler: async ({ ctx, params }, reply) => {
      if (!(await findFileByUuid(ctx.db, params.uuid))) throw notFound();
      const path = join(ctx.services.config.uploadsDir, params.uuid, params.name);
      const size = await stat(path).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw notFound();
      return reply
        .header(
          'content-type',
          CONTENT_TYPES[params.name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        )
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  }),
];
