import { type RankpointInput, RankpointInputSchema } from '@pickleball/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createRankpointResolver } from './rankpoint-resolver';

type Values = z.input<typeof RankpointInputSchema>;
const resolver = createRankpointResolver<Values, RankpointInput>(RankpointInputSchema, (key) => key);
const resolve = (values: Partial<Values>) =>
  resolver(
    {
      user_id: 12,
      type: 'blue',
      match_type: 'doubles',
      status: 'active',
      change_reason: 'Đánh giá ban đầu',
      ...values,
    } as Values,
    undefined,
    { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>,
  );

describe('the rank point form', () => {
  it("says 'required' for an empty rating (SPEC §5), not 'at least 2.000'", async () => {
    expect((await resolve({ rating: '' })).errors.rating?.message).toBe('validation:required');
    expect((await resolve({ rating: '  ' })).errors.rating?.message).toBe('validation:required');
  });

  it('reads a decimal comma and keeps the domain schema’s messages', async () => {
    expect((await resolve({ rating: '3,6' })).values).toMatchObject({ rating: 3.6 });
    expect((await resolve({ rating: '8,5' })).errors.rating?.message).toBe('validation:rating_max');
    expect((await resolve({ rating: 'abc' })).errors.rating?.message).toBe('validation:rating_number');
  });
});

describe('the rank point form in Vietnamese', () => {
  const vi = createRankpointResolver<Values, RankpointInput>(
    RankpointInputSchema,
    (key) => key,
    () => 'vi',
  );
  const resolveVi = (rating: string) =>
    vi(
      {
        user_id: 12,
        type: 'blue',
        match_type: 'doubles',
        status: 'active',
        change_reason: 'Đánh giá ban đầu',
        rating,
      } as Values,
      undefined,
      { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>,
    );

  it('reads "3,500" with a decimal comma and "3.5" with a point', async () => {
    expect((await resolveVi('3,500')).values).toMatchObject({ rating: 3.5 });
    expect((await resolveVi('3.5')).values).toMatchObject({ rating: 3.5 });
    expect((await resolveVi('3.500')).errors.rating?.message).toBe('validation:rating_max');
  });
});
