import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import {
  blogCategories, blogPosts, categories, cities, clinicServices, countries, coupons, customers, productImages, products,
  productVariants, shippingMethods, states,
} from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { CATEGORIES, PRODUCTS, productGallery } from './catalogue-data.ts';
import { COUPONS, SHIPPING_METHODS } from './commerce-data.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, CLINIC_SERVICES } from './content-data.ts';
import { DEMO_CUSTOMER } from './demo-customer.ts';
import { CITIES, COUNTRIES, STATES } from './locations.ts';

const cents = (mt: number) => Math.round(mt * 100);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Reference data every shop needs, in production too: places, shipping methods, clinic services and
 * blog categories. Idempotent: rows that already exist (by natural key) are left as they are.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(COUNTRIES).onConflictDoNothing();
    await tx.insert(states).values(STATES).onConflictDoNothing();
    await tx.insert(cities).values(CITIES).onConflictDoNothing();
    for (const m of SHIPPING_METHODS) {
      const exists = await tx.select({ id: shippingMethods.id }).from(shippingMethods).where(eq(shippingMethods.name, m.name));
      if (exists.length === 0) {
        await tx.insert(shippingMethods).values({ name: m.name, description: m.description, costCents: m.costCents, stateId: m.stateCode, estimatedDays: m.estimatedDays, sortOrder: m.sortOrder, pickup: 'pickup' in m && m.pickup === true });
      }
    }
    await tx.insert(clinicServices).values(CLINIC_SERVICES).onConflictDoNothing();
    await tx.insert(blogCategories).values(BLOG_CATEGORIES).onConflictDoNothing();
  });
}

/**
 * The demo shop: catalogue, coupons, blog posts and the demo customer. Development and
 * `npm run db:seed -- --demo` only, never production. Idempotent like the reference data.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, c] of CATEGORIES.entries()) {
      await tx.insert(categories).values({ slug: c.slug, name: c.name, description: c.description, image: c.image, trending: c.trending ?? false, sortOrder: index }).onConflictDoNothing();
      const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, c.slug));
      for (const [childIndex, child] of (c.children ?? []).entries()) {
        await tx.insert(categories).values({ slug: child.slug, name: child.name, parentId: parent!.id, sortOrder: childIndex }).onConflictDoNothing();
      }
    }
    const categoryIds = new Map((await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]));

    for (const p of PRODUCTS) {
      const categoryId = categoryIds.get(p.category);
      if (!categoryId) throw new Error(`seed: unknown category ${p.category} for ${p.slug}`);
      const [inserted] = await tx
        .insert(products)
        .values({
          slug: p.slug, name: p.name, description: p.description, detail: p.detail ?? '', specification: p.specification ?? '',
          categoryId, subCategoryId: p.subCategory ? (categoryIds.get(p.subCategory) ?? null) : null,
          priceCents: cents(p.price), salePriceCents: p.salePrice ? cents(p.salePrice) : null, stock: p.stock,
          variantLabel: p.variants?.length ? (p.variantLabel ?? 'Opção') : null, coverImage: p.image,
          trending: p.trending ?? false, featured: p.featured ?? false, soldCount: p.sold,
          createdAt: daysAgo(p.ageDays ?? 60), updatedAt: daysAgo(p.ageDays ?? 60),
        })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (!inserted) continue;
      await tx.insert(productImages).values(productGallery(p).map((view, i) => ({ productId: inserted.id, url: view.url, alt: view.alt, sortOrder: i })));
      if (p.variants?.length) {
        await tx.insert(productVariants).values(
          p.variants.map((v, i) => ({
            productId: inserted.id, name: v.name, sku: v.sku, priceCents: cents(v.price),
            salePriceCents: v.salePrice ? cents(v.salePrice) : null, stock: v.stock, sortOrder: i,
          })),
        ).onConflictDoNothing();
      }
    }

    await tx.insert(coupons).values(COUPONS.map((c) => ({ ...c, startsAt: daysAgo(30), endsAt: new Date(Date.now() + 365 * 86_400_000) }))).onConflictDoNothing();

    const blogCategoryIds = new Map((await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)).map((c) => [c.slug, c.id]));
    for (const post of BLOG_POSTS) {
      const categoryId = blogCategoryIds.get(post.category);
      if (!categoryId) throw new Error(`seed: unknown blog category ${post.category}`);
      const { category: _c, ageDays, ...rest } = post;
      await tx.insert(blogPosts).values({ ...rest, images: post.images ?? [], featured: post.featured ?? false, categoryId, publishedAt: daysAgo(ageDays), createdAt: daysAgo(ageDays) }).onConflictDoNothing();
    }

    const [demo] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    if (!demo) {
      await tx.insert(customers).values({
        email: DEMO_CUSTOMER.email, firstName: DEMO_CUSTOMER.firstName, lastName: DEMO_CUSTOMER.lastName,
        mobile: DEMO_CUSTOMER.mobile, passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      });
    }
  });
}

/** Reference data, and the demo shop when `demo` is set. */
export async function seed(db: Db, options: { demo?: boolean } = {}): Promise<void> {
  await seedReference(db);
  if (options.demo) await seedDemo(db);
}

/** Seeds only a database that has never been seeded: starting again never reseeds over data. */
export async function seedIfEmpty(db: Db, options: { demo?: boolean } = {}): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from countries`);
  if (Number(row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}
