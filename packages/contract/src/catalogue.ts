import { z } from 'zod';
import { identityFields } from './envelope.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  total_product: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListRequest = z.object(identityFields);
export const categoryListResponse = z.array(categorySchema);
