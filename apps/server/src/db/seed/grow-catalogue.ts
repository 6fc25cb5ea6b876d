import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

const TYPES = ['Shampoo', 'Condicionador', 'Máscara', 'Óleo', 'Sérum', 'Creme de pentear', 'Leave-in', 'Gel modelador', 'Tónico capilar', 'Spray de brilho', 'Manteiga', 'Ampola'];
const PURPOSES = ['Hidratação', 'Reconstrução', 'Nutrição', 'Anti-queda', 'Cachos Definidos', 'Brilho Intenso', 'Liso Perfeito', 'Crescimento', 'Reparação', 'Volume', 'Couro Cabeludo', 'Tranças'];
const INGREDIENTS = ['Argan', 'Coco', 'Karité', 'Rícino', 'Abacate', 'Babosa', 'Queratina', 'Macadâmia', 'Mel', 'Jojoba', 'Moringa', 'Baobá'];
const CLAIMS = [
  'para cabelos secos e danificados',
  'que devolve a maciez aos fios crespos',
  'sem sulfatos nem parabenos',
  'ideal para o clima húmido de Maputo',
  'que protege do calor do secador',
  'para uso diário em toda a família',
  'que reduz o frizz e a quebra',
  'com fragrância suave e natural',
];
const VARIANT_NAMES = ['250 ml', '500 ml', '1 litro'];

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * Grows the catalogue to `target` active products with generated ones (for the API benchmark):
 * varied Portuguese names and descriptions, every category and sub-category of the seed, prices,
 * sales, stock (some sold out) and, for about two in five, two or three variants. Deterministic:
 * product i is always the same. Written with `generate_series` in a few statements, with the
 * catalogue triggers held back during the bulk insert and each new product's figures computed
 * after (by those triggers), so 50,000 products take seconds, not minutes.
 */
export async function growCatalogue(db: Db, target: number): Promise<{ before: number; after: number }> {
  const [{ n: before } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where active`);
  const missing = target - before;
  if (missing <= 0) return { before, after: before };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(t, sql`select coalesce(max(id), 0) + 1 as first from products`);
    await t.execute(sql`set local session_replication_role = replica`);
    await t.execute(sql`
      with cats as (
        select s.id as sub_id, s.parent_id as main_id, row_number() over (order by s.id) - 1 as k from categories s where s.parent_id is not null
        union all
        select m.id, m.id, (select count(*) from categories where parent_id is not null) + row_number() over (order by m.id) - 1 from categories m where m.parent_id is null
      ),
      g as (
        select i, abs(hashint4(i)) as h, abs(hashint4(i + 7919)) as h2 from generate_series(${first}::int, ${first + missing - 1}::int) as i
      )
      insert into products (slug, name, description, detail, specification, category_id, sub_category_id, price_cents, sale_price_cents, stock,
        variant_label, cover_image, trending, featured, sold_count, rating_average, rating_count, active, created_at, updated_at)
      select 'gerado-' || g.i,
        n.name,
        '<p>' || n.name || ' ' || (${textArray(CLAIMS)})[1 + g.h2 % ${CLAIMS.length}] || ', com óleo de ' || lower((${textArray(INGREDIENTS)})[1 + (g.h2 / 7) % ${INGREDIENTS.length}]) || '.</p>',
        '', '',
        c.main_id, case when c.sub_id = c.main_id then null else c.sub_id end,
        p.price, case when g.h % 10 < 3 then (p.price * 8 / 10 / 100) * 100 end,
        case when g.h % 10 = 9 then 0 else g.h2 % 60 end,
        case when g.h % 5 < 2 then 'Tamanho' end,
        coalesce((select image from categories where id = c.main_id), ''),
        g.h % 23 = 0, g.h % 29 = 0, g.h2 % 500, (30 + g.h % 21)::numeric / 10, g.h2 % 40, true,
        now() - make_interval(mins => g.i % 100000), now()
      from g
      cross join lateral (select 20000 + (g.h / 3 % 480) * 1000 as price) p
      cross join lateral (
        select (${textArray(TYPES)})[1 + g.h % ${TYPES.length}] || ' ' || (${textArray(PURPOSES)})[1 + (g.h / 13) % ${PURPOSES.length}]
          || ' com ' || (${textArray(INGREDIENTS)})[1 + (g.h / 169) % ${INGREDIENTS.length}] || ' ' || g.i as name
      ) n
      join cats c on c.k = g.h2 % (select count(*) from cats)`);
    await t.execute(sql`
      insert into product_variants (product_id, name, sku, price_cents, sale_price_cents, stock, sort_order)
      select p.id, (${textArray(VARIANT_NAMES)})[v], 'GER-' || p.id || '-' || v, p.price_cents + (v - 1) * 15000,
        case when p.sale_price_cents is not null and v = 1 then p.sale_price_cents end, (p.stock + v * 7) % 45, v
      from products p cross join generate_series(1, 3) as v
      where p.id >= ${first} and p.variant_label is not null and (v < 3 or p.id % 2 = 0)`);
    await t.execute(sql`set local session_replication_role = origin`);
    // The figures and search document, computed by the products trigger.
    await t.execute(sql`update products set updated_at = updated_at where id >= ${first}`);
  });
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_variants`);
  const [{ n: after } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products where active`);
  return { before, after };
}
