import { z } from 'zod';
import { integer } from './wire-input.ts';
import { wireToCents } from './money.ts';

export const pageLinkSchema = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });

/** A Laravel-style paginator, as the original API answered lists. */
export const paginatorSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    last_page_url: z.string(),
    links: z.array(pageLinkSchema),
    next_page_url: z.string().nullable(),
    path: z.string(),
    per_page: z.number().int(),
    prev_page_url: z.string().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
export type Paginator<T> = Omit<z.infer<ReturnType<typeof paginatorSchema>>, 'data'> & { data: T[] };

/** `page` may come in the body or the query string. */
export const pageSchema = integer({ min: 1, max: 10_000 }).default(1);

/** Most shop bodies carry theme_id; it is accepted and ignored. */
const themeIdSchema = z.union([z.string(), z.number()]).optional();

/** Body ids the client may send; the server refuses any that differ from the token's customer. */
export const identityFields = {
  theme_id: themeIdSchema,
  customer_id: z.union([z.string(), z.number()]).optional(),
  user_id: z.union([z.string(), z.number()]).optional(),
};

export const emptyBodySchema = z.object(identityFields).loose();

/** Money in a request: "1500.00" or 1500, parsed into integer cents. */
export const moneyInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  try {
    return wireToCents(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Valor monetário inválido.' });
    return z.NEVER;
  }
});

/** Money in an answer: a decimal string with two places. */
export const wireMoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
