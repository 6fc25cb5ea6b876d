import { z } from 'zod';
import { idInput, integer } from './wire-input.ts';
import { moneyInputSchema, pageSchema, paginatorSchema, wireMoneySchema } from './envelope.ts';

/**
 * Uploaded images are stored once per width as WebP and served at `/media/{id}/{width}.webp`;
 * a product keeps `/media/{id}` as its image URL and pages build the srcset from it.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
const MEDIA_URL_PATTERN = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** Images shipped with the app (the seed's) stay valid product images. */
const BUNDLED_IMAGE_PATTERN = /^\/images\/(?!.*\.\.)[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)$/;

const imageUrl = z
  .string()
  .trim()
  .refine((u) => MEDIA_URL_PATTERN.test(u) || BUNDLED_IMAGE_PATTERN.test(u), 'Imagem inválida: carregue a imagem novamente.');

const id = idInput();
const nonNegativeMoney = moneyInputSchema.refine((c) => c >= 0, 'O valor não pode ser negativo.');
const optionalMoney = z
  .union([z.literal(''), z.null(), moneyInputSchema])
  .transform((v) => (v === '' || v === null ? null : v))
  .refine((v) => v === null || v >= 0, 'O valor não pode ser negativo.');
const stock = integer({ message: 'O stock deve ser um número inteiro.', min: 0, minMessage: 'O stock não pode ser negativo.', max: 1_000_000 });
const html = z.string().max(50_000, 'O texto é demasiado longo.').default('');

export const mediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.object({ width: z.number().int(), url: z.string(), bytes: z.number().int() })),
});
export type Media = z.infer<typeof mediaSchema>;

const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
const PRODUCT_STOCK_FILTERS = ['all', 'out', 'low', 'in'] as const;

export const adminProductListRequest = z.object({
  search: z.string().trim().max(100).optional(),
  category_id: id.optional(),
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
  stock: z.enum(PRODUCT_STOCK_FILTERS).default('all'),
  flag: z.enum(['trending', 'featured']).optional(),
  page: pageSchema,
  per_page: integer({ min: 1, max: 100 }).default(20),
});
export type AdminProductListRequest = z.input<typeof adminProductListRequest>;

const stockVariantSchema = z.object({ id: z.number().int(), name: z.string(), sku: z.string(), stock: z.number().int() });

export const adminProductListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  sub_category_name: z.string().nullable(),
  cover_image: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  /** The product's stock, or the sum of its variants' stock. */
  stock: z.number().int(),
  variants_count: z.number().int(),
  /** the product's variants with their stock, for the list's stock editor */
  variants: z.array(stockVariantSchema),
  active: z.boolean(),
  trending: z.boolean(),
  featured: z.boolean(),
  updated_at: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItem>;
export const adminProductListResponse = paginatorSchema(adminProductListItem);

const adminVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  stock: z.number().int(),
});

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int(),
  sub_category_id: z.number().int().nullable(),
  description: z.string(),
  detail: z.string(),
  specification: z.string(),
  price: wireMoneySchema,
  sale_price: wireMoneySchema.nullable(),
  stock: z.number().int(),
  variant_label: z.string().nullable(),
  variants: z.array(adminVariantSchema),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  cover_image: z.string(),
  trending: z.boolean(),
  featured: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductDetailRequest = z.object({ id });

/**
 * `stock_seen` is the stock the editor showed: when sent, the change is applied as a difference
 * (`stock - stock_seen`) so that sales made while the form was open are not overwritten.
 */
const variantInput = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1, 'Indique o nome da variante.').max(80),
    sku: z.string().trim().min(1, 'Indique o SKU.').max(64).regex(/^[A-Za-z0-9._-]+$/, 'O SKU só pode ter letras, números, ponto, hífen e sublinhado.'),
    price: nonNegativeMoney,
    sale_price: optionalMoney.default(null),
    stock,
    stock_seen: stock.optional(),
  })
  .refine((v) => v.sale_price === null || v.sale_price < v.price, { message: 'O preço promocional deve ser inferior ao preço.', path: ['sale_price'] });

export const productSaveRequest = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(2, 'Indique o nome do produto.').max(160),
    category_id: id,
    sub_category_id: z.union([z.literal(''), z.null(), id]).transform((v) => (v === '' ? null : v)).default(null),
    description: html,
    detail: html,
    specification: html,
    price: nonNegativeMoney,
    sale_price: optionalMoney.default(null),
    stock: stock.default(0),
    stock_seen: stock.optional(),
    variant_label: z.string().trim().max(40).nullable().default(null),
    variants: z.array(variantInput).max(50, 'No máximo 50 variantes.').default([]),
    images: z.array(z.object({ url: imageUrl, alt: z.string().trim().max(160).default('') })).max(12, 'No máximo 12 imagens.').default([]),
    trending: z.boolean().default(false),
    featured: z.boolean().default(false),
    active: z.boolean().default(true),
    /**
     * The product's updated_at when the editor loaded it: a save over someone else's newer change is
     * refused. When sent it must be that timestamp: an empty or garbled one is refused, never read as "no check".
     */
    expected_updated_at: z.iso.datetime({ offset: true, error: 'A data da última alteração do produto é inválida. Recarregue o produto e tente novamente.' }).optional(),
  })
  .refine((v) => v.sale_price === null || v.sale_price < v.price, { message: 'O preço promocional deve ser inferior ao preço.', path: ['sale_price'] })
  .refine((v) => !v.active || v.images.length > 0, { message: 'Um produto à venda precisa de pelo menos uma imagem.', path: ['images'] })
  .refine((v) => new Set(v.variants.map((x) => x.sku.toLowerCase())).size === v.variants.length, { message: 'Há SKUs repetidos nas variantes.', path: ['variants'] });
export type ProductSaveRequest = z.input<typeof productSaveRequest>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  sort_order: z.number().int(),
  trending: z.boolean(),
  product_count: z.number().int(),
  children_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListResponse = z.array(adminCategorySchema);

export const categorySaveRequest = z.object({
  id: id.optional(),
  name: z.string().trim().min(2, 'Indique o nome da categoria.').max(80),
  parent_id: z.union([z.literal(''), z.null(), id]).transform((v) => (v === '' ? null : v)).default(null),
  description: z.string().trim().max(500).nullable().default(null),
  image: z.union([z.literal(''), z.null(), imageUrl]).transform((v) => (v === '' ? null : v)).default(null),
  sort_order: integer({ min: 0, max: 10_000 }).default(0),
  trending: z.boolean().default(false),
});
export type CategorySaveRequest = z.input<typeof categorySaveRequest>;
export const categoryDeleteRequest = z.object({ id });

const COUPON_TYPES = ['percentage', 'fixed'] as const;
const COUPON_STATES = ['active', 'scheduled', 'expired', 'exhausted', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** internal name, back office only */
  name: z.string(),
  /** what customers see beside the code */
  label: z.string(),
  discount_type: z.enum(COUPON_TYPES),
  /** Whole percent ("10") for percentage; money ("500.00") for fixed. */
  amount: z.string(),
  min_spend: wireMoneySchema,
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  per_customer_limit: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponListRequest = z.object({
  search: z.string().trim().max(60).optional(),
  state: z.enum(COUPON_STATES).optional(),
  page: pageSchema,
});
export type CouponListRequest = z.input<typeof couponListRequest>;
export const couponListResponse = paginatorSchema(adminCouponSchema);

const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, message: 'Data inválida.' })])
  .transform((v) => (v ? new Date(v) : null))
  .default(null);

export const couponSaveRequest = z
  .object({
    id: id.optional(),
    code: z.string().trim().toUpperCase().min(3, 'O código deve ter pelo menos 3 caracteres.').max(32).regex(/^[A-Z0-9_-]+$/, 'O código só pode ter letras, números, hífen e sublinhado.'),
    name: z.string().trim().min(2, 'Indique um nome interno para o cupão.').max(120),
    label: z.string().trim().min(2, 'Indique o nome que os clientes veem.').max(80),
    discount_type: z.enum(COUPON_TYPES),
    amount: z.union([z.string(), z.number()]),
    min_spend: nonNegativeMoney.default(0),
    max_uses: z.union([z.literal(''), z.null(), integer({ min: 1, minMessage: 'O limite de utilizações deve ser pelo menos 1.' })]).transform((v) => (v === '' ? null : v)).default(null),
    per_customer_limit: integer({ min: 1, minMessage: 'O limite por cliente deve ser pelo menos 1.', max: 1000 }).default(1),
    starts_at: optionalDate,
    ends_at: optionalDate,
    active: z.boolean().default(true),
  })
  .transform((v, ctx) => {
    let amount: number;
    if (v.discount_type === 'percentage') {
      amount = Number(v.amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > 100) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentagem deve ser um número inteiro entre 1 e 100.' });
        return z.NEVER;
      }
    } else {
      const parsed = moneyInputSchema.safeParse(v.amount);
      if (!parsed.success || parsed.data <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Indique um valor de desconto maior que zero.' });
        return z.NEVER;
      }
      amount = parsed.data;
    }
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'A data de fim deve ser posterior à data de início.' });
      return z.NEVER;
    }
    return { ...v, amount };
  });
export type CouponSaveRequest = z.input<typeof couponSaveRequest>;

/**
 * Stock and prices as a spreadsheet (decision 146): one line per variant, or per product without
 * variants; prices in meticais with a decimal comma ("1250,00").
 */
export { STOCK_SHEET_MAX_BYTES, STOCK_SHEET_MAX_LINES } from './catalogue-rules.ts';

const stockSheetLineError = z.object({ line: z.number().int(), message: z.string() });
export type StockSheetLineError = z.infer<typeof stockSheetLineError>;

const stockSheetChangeSchema = z.object({
  line: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  sku: z.string().nullable(),
  product_name: z.string(),
  variant_name: z.string().nullable(),
  /** what the catalogue holds now, and what the line asks for (the same when that field does not change) */
  price_from: wireMoneySchema,
  price_to: wireMoneySchema,
  stock_from: z.number().int(),
  stock_to: z.number().int(),
});
export type StockSheetChange = z.infer<typeof stockSheetChangeSchema>;

export const stockSheetPreviewSchema = z.object({
  /** lines read, the header apart */
  lines: z.number().int(),
  changes: z.array(stockSheetChangeSchema),
  unchanged: z.number().int(),
  errors: z.array(stockSheetLineError),
  /** the values the changes start from: sent back with the same file to apply it, so a stale preview is refused */
  expected: z.string(),
});
export type StockSheetPreview = z.infer<typeof stockSheetPreviewSchema>;

/** The apply form: the same file again (field `file`) and the preview's `expected`. */
export const stockSheetApplyForm = z.object({ expected: z.string().max(1_000_000, 'Pré-visualização inválida. Carregue o ficheiro de novo.') });
export const stockSheetAppliedSchema = z.object({ changed: z.number().int(), products: z.number().int() });
export type StockSheetApplied = z.infer<typeof stockSheetAppliedSchema>;

/**
 * Stock edited from the product list: per variant (or the product's own when it has none), with the
 * stock the list showed; a stock that moved since is refused (409) with the current figures.
 */
export const productStockRequest = z.object({
  product_id: id,
  lines: z
    .array(z.object({ variant_id: id.nullable().default(null), stock, stock_seen: stock }))
    .min(1, 'Indique o stock.')
    .max(50),
});
export type ProductStockRequest = z.input<typeof productStockRequest>;

export const productStockSchema = z.object({
  product_id: z.number().int(),
  stock: z.number().int(),
  variants: z.array(stockVariantSchema),
});
export type ProductStock = z.infer<typeof productStockSchema>;
