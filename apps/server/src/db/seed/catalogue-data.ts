export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  image: string;
  trending?: boolean;
  children?: { slug: string; name: string }[];
}

export interface SeedVariant {
  name: string;
  sku: string;
  price: number;
  salePrice?: number;
  stock: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  category: string;
  subCategory?: string;
  /** MT, whole or with cents */
  price: number;
  salePrice?: number;
  stock: number;
  image: string;
  gallery?: string[];
  description: string;
  detail?: string;
  specification?: string;
  trending?: boolean;
  featured?: boolean;
  sold: number;
  variantLabel?: string;
  variants?: SeedVariant[];
  /** Days before the seed date the product was added (drives "novidades"). */
  ageDays?: number;
}

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'shampoos', name: 'Shampoos', description: 'Limpeza suave para todos os tipos de cabelo.', image: '/images/categories/shampoos.svg', trending: true,
    children: [{ slug: 'shampoos-hidratantes', name: 'Shampoos hidratantes' }, { slug: 'shampoos-anticaspa', name: 'Shampoos anticaspa' }],
  },
  { slug: 'condicionadores', name: 'Condicionadores', description: 'Desembaraçar, nutrir e proteger.', image: '/images/categories/condicionadores.svg' },
  { slug: 'mascaras', name: 'Máscaras', description: 'Tratamentos intensivos de hidratação, nutrição e reconstrução.', image: '/images/categories/mascaras.svg', trending: true },
  { slug: 'oleos-e-seruns', name: 'Óleos e Séruns', description: 'Brilho, pontas e couro cabeludo.', image: '/images/categories/oleos-e-seruns.svg' },
  { slug: 'finalizadores', name: 'Finalizadores', description: 'Cremes de pentear, géis e leave-ins.', image: '/images/categories/finalizadores.svg' },
  { slug: 'acessorios', name: 'Acessórios', description: 'Escovas, toucas de cetim e mais.', image: '/images/categories/acessorios.svg' },
];

export const PRODUCTS: SeedProduct[] = [
  {
    slug: 'shampoo-hidratacao-profunda', name: 'Shampoo Hidratação Profunda', category: 'shampoos', subCategory: 'shampoos-hidratantes',
    price: 850, stock: 0, image: '/images/products/shampoo-hidratacao-profunda.svg', sold: 320, trending: true, featured: true, ageDays: 40,
    description: '<p>Shampoo sem sulfatos com aloé vera e manteiga de karité, para cabelos secos e crespos.</p>',
    detail: '<p>Aplique no cabelo molhado, massaje o couro cabeludo e enxague.</p>',
    specification: '<ul><li>Sem sulfatos</li><li>Vegano</li></ul>',
    variantLabel: 'Volume',
    variants: [
      { name: '250 ml', sku: 'SHP-HID-250', price: 850, stock: 25 },
      { name: '500 ml', sku: 'SHP-HID-500', price: 1450, salePrice: 1290, stock: 12 },
    ],
  },
  {
    slug: 'mascara-reconstrucao-queratina', name: 'Máscara de Reconstrução com Queratina', category: 'mascaras',
    price: 1650, salePrice: 1390, stock: 18, image: '/images/products/mascara-reconstrucao-queratina.svg', sold: 210, trending: true, ageDays: 5,
    description: '<p>Reconstrução intensiva para cabelos danificados por químicas e calor.</p>',
  },
  {
    slug: 'oleo-de-ricino-puro', name: 'Óleo de Rícino Puro', category: 'oleos-e-seruns',
    price: 650, stock: 0, image: '/images/products/oleo-de-ricino-puro.svg', sold: 540, ageDays: 90,
    description: '<p>Óleo de rícino prensado a frio para fortalecer fios, cílios e sobrancelhas.</p>',
  },
];
