import type { AdminProduct, ProductSaveRequest } from '@shop/contract/admin-catalogue';
import { moneyInputToWire, wireToInput } from './format.ts';

export interface VariantDraftData {
  key: string;
  id?: number;
  name: string;
  sku: string;
  price: string;
  sale_price: string;
  stock: string;
  stock_seen?: number;
}

export interface ProductDraft {
  id?: number;
  name: string;
  category_id: string;
  sub_category_id: string;
  description: string;
  detail: string;
  specification: string;
  price: string;
  sale_price: string;
  stock: string;
  stock_seen?: number;
  variant_label: string;
  variants: VariantDraftData[];
  images: { url: string; alt: string }[];
  trending: boolean;
  featured: boolean;
  active: boolean;
  expected_updated_at?: string;
}

export const emptyDraft = (): ProductDraft => ({
  name: '',
  category_id: '',
  sub_category_id: '',
  description: '',
  detail: '',
  specification: '',
  price: '',
  sale_price: '',
  stock: '0',
  variant_label: '',
  variants: [],
  images: [],
  trending: false,
  featured: false,
  active: true,
});

export function productToDraft(p: AdminProduct): ProductDraft {
  return {
    id: p.id,
    name: p.name,
    category_id: String(p.category_id),
    sub_category_id: p.sub_category_id ? String(p.sub_category_id) : '',
    description: p.description,
    detail: p.detail,
    specification: p.specification,
    price: wireToInput(p.price),
    sale_price: wireToInput(p.sale_price),
    stock: String(p.stock),
    stock_seen: p.stock,
    variant_label: p.variant_label ?? '',
    variants: p.variants.map((v) => ({
      key: `v-${v.id}`,
      id: v.id,
      name: v.name,
      sku: v.sku,
      price: wireToInput(v.price),
      sale_price: wireToInput(v.sale_price),
      stock: String(v.stock),
      stock_seen: v.stock,
    })),
    images: p.images,
    trending: p.trending,
    featured: p.featured,
    active: p.active,
    expected_updated_at: p.updated_at,
  };
}

export type FieldErrors = Record<string, string[]>;

const MONEY_ERROR = 'Indique um valor em MT, por exemplo 1250 ou 1250,50.';
const STOCK_ERROR = 'Indique um número inteiro de unidades.';

/**
 * Turns the form into the save request, or field errors for what the browser can already tell
 * (the server checks everything again).
 */
export function draftToRequest(d: ProductDraft): { request: ProductSaveRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const money = (field: string, text: string, optional: boolean) => {
    if (optional && text.trim() === '') return null;
    const wire = moneyInputToWire(text);
    if (wire === null) errors[field] = [MONEY_ERROR];
    return wire;
  };
  const stock = (field: string, text: string) => {
    if (!/^\d+$/.test(text.trim())) errors[field] = [STOCK_ERROR];
    return Number(text.trim());
  };
  if (d.name.trim().length < 2) errors.name = ['Indique o nome do produto.'];
  if (!d.category_id) errors.category_id = ['Escolha a categoria.'];
  const price = money('price', d.price, false);
  const salePrice = money('sale_price', d.sale_price, true);
  const variants = d.variants.map((v, i) => ({
    ...(v.id !== undefined ? { id: v.id } : {}),
    name: v.name.trim(),
    sku: v.sku.trim(),
    price: money(`variants.${i}.price`, v.price, false) ?? '0',
    sale_price: money(`variants.${i}.sale_price`, v.sale_price, true),
    stock: stock(`variants.${i}.stock`, v.stock),
    ...(v.stock_seen !== undefined ? { stock_seen: v.stock_seen } : {}),
  }));
  const stockValue = d.variants.length ? (d.stock_seen ?? 0) : stock('stock', d.stock);
  if (d.active && d.images.length === 0) errors.images = ['Um produto à venda precisa de pelo menos uma imagem.'];
  if (Object.keys(errors).length) return { errors };
  return {
    request: {
      ...(d.id !== undefined ? { id: d.id } : {}),
      name: d.name.trim(),
      category_id: Number(d.category_id),
      sub_category_id: d.sub_category_id ? Number(d.sub_category_id) : null,
      description: d.description,
      detail: d.detail,
      specification: d.specification,
      price: price!,
      sale_price: salePrice,
      stock: stockValue,
      ...(d.stock_seen !== undefined ? { stock_seen: d.stock_seen } : {}),
      variant_label: d.variants.length ? d.variant_label.trim() || null : null,
      variants,
      images: d.images,
      trending: d.trending,
      featured: d.featured,
      active: d.active,
      ...(d.expected_updated_at ? { expected_updated_at: d.expected_updated_at } : {}),
    },
  };
}
