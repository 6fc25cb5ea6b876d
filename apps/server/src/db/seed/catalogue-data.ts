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

const image = (slug: string) => `/images/products/${slug}.svg`;

/**
 * The views every seed product is shown in, drawn by scripts/generate-seed-images.ts beside its main
 * image: the front, the back with the product's facts, and the label up close.
 */
export const PRODUCT_VIEWS = [
  { suffix: '', alt: (name: string) => name },
  { suffix: '-verso', alt: (name: string) => `${name}: verso da embalagem` },
  { suffix: '-detalhe', alt: (name: string) => `${name}: rótulo em pormenor` },
] as const;

export const productGallery = (p: Pick<SeedProduct, 'image' | 'name'>) =>
  PRODUCT_VIEWS.map((v) => ({ url: p.image.replace(/\.svg$/, `${v.suffix}.svg`), alt: v.alt(p.name) }));

/** A product's specification table as the HTML the product page shows. */
function spec(rows: Record<string, string>): string {
  return `<ul>${Object.entries(rows).map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')}</ul>`;
}

/** How to use, then what it does: the "detail" tab. */
function detail(howTo: string, benefits: string[]): string {
  return `<h3>Como usar</h3><p>${howTo}</p><h3>Benefícios</h3><ul>${benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`;
}

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'shampoos', name: 'Shampoos', description: 'Limpeza suave para todos os tipos de cabelo.', image: '/images/categories/shampoos.svg', trending: true,
    children: [
      { slug: 'shampoos-hidratantes', name: 'Shampoos hidratantes' },
      { slug: 'shampoos-anticaspa', name: 'Shampoos anticaspa' },
      { slug: 'shampoos-antiqueda', name: 'Shampoos antiqueda' },
    ],
  },
  {
    slug: 'condicionadores', name: 'Condicionadores', description: 'Desembaraçar, nutrir e proteger.', image: '/images/categories/condicionadores.svg',
    children: [
      { slug: 'condicionadores-hidratantes', name: 'Condicionadores hidratantes' },
      { slug: 'co-wash', name: 'Co-wash' },
    ],
  },
  {
    slug: 'mascaras', name: 'Máscaras', description: 'Tratamentos intensivos de hidratação, nutrição e reconstrução.', image: '/images/categories/mascaras.svg', trending: true,
    children: [
      { slug: 'mascaras-hidratacao', name: 'Hidratação' },
      { slug: 'mascaras-nutricao', name: 'Nutrição' },
      { slug: 'mascaras-reconstrucao', name: 'Reconstrução' },
    ],
  },
  {
    slug: 'oleos-e-seruns', name: 'Óleos e Séruns', description: 'Brilho, pontas e couro cabeludo.', image: '/images/categories/oleos-e-seruns.svg',
    children: [
      { slug: 'oleos-vegetais', name: 'Óleos vegetais' },
      { slug: 'seruns-e-tonicos', name: 'Séruns e tónicos' },
    ],
  },
  {
    slug: 'finalizadores', name: 'Finalizadores', description: 'Cremes de pentear, géis e leave-ins.', image: '/images/categories/finalizadores.svg',
    children: [
      { slug: 'cremes-de-pentear', name: 'Cremes de pentear' },
      { slug: 'geis-e-gelatinas', name: 'Géis e gelatinas' },
      { slug: 'leave-in-e-protetores', name: 'Leave-in e protetores' },
    ],
  },
  {
    slug: 'acessorios', name: 'Acessórios', description: 'Escovas, toucas de cetim e mais.', image: '/images/categories/acessorios.svg',
    children: [
      { slug: 'escovas-e-pentes', name: 'Escovas e pentes' },
      { slug: 'cetim-e-microfibra', name: 'Cetim e microfibra' },
      { slug: 'aparelhos', name: 'Aparelhos' },
    ],
  },
];

/**
 * The shop's catalogue. The first three keep their place (and so their ids): tests across the
 * project rely on a product with variants, one on sale and one sold out.
 */
export const PRODUCTS: SeedProduct[] = [
  {
    slug: 'shampoo-hidratacao-profunda', name: 'Shampoo Hidratação Profunda', category: 'shampoos', subCategory: 'shampoos-hidratantes',
    price: 850, stock: 0, image: image('shampoo-hidratacao-profunda'), sold: 320, trending: true, featured: true, ageDays: 40,
    description: '<p>Shampoo sem sulfatos com aloé vera e manteiga de karité, para cabelos secos e crespos.</p><p>Limpa sem ressecar e deixa os fios macios e fáceis de desembaraçar.</p>',
    detail: detail('Aplique no cabelo molhado, massaje o couro cabeludo com as pontas dos dedos durante um minuto e enxague. Repita se necessário.', [
      'Limpeza suave, sem sulfatos agressivos', 'Hidratação com aloé vera', 'Ideal para cabelos crespos e cacheados',
    ]),
    specification: spec({ 'Tipo de cabelo': 'Secos, crespos e cacheados', 'Ativos': 'Aloé vera, manteiga de karité, glicerina vegetal', 'Livre de': 'Sulfatos, parabenos e silicones', 'Vegano': 'Sim' }),
    variantLabel: 'Volume',
    variants: [
      { name: '250 ml', sku: 'SHP-HID-250', price: 850, stock: 25 },
      { name: '500 ml', sku: 'SHP-HID-500', price: 1450, salePrice: 1290, stock: 12 },
    ],
  },
  {
    slug: 'mascara-reconstrucao-queratina', name: 'Máscara de Reconstrução com Queratina', category: 'mascaras', subCategory: 'mascaras-reconstrucao',
    price: 1650, salePrice: 1390, stock: 18, image: image('mascara-reconstrucao-queratina'), sold: 210, trending: true, ageDays: 5,
    description: '<p>Reconstrução intensiva para cabelos danificados por químicas e calor.</p><p>Repõe a massa capilar, reduz a quebra e devolve resistência aos fios.</p>',
    detail: detail('Depois do shampoo, retire o excesso de água, aplique mecha a mecha do comprimento às pontas e deixe atuar 10 a 15 minutos. Enxague bem. Use no máximo uma vez por semana, dentro do cronograma capilar.', [
      'Reduz a quebra em cabelos alisados, descolorados ou com relaxamento', 'Devolve força e elasticidade', 'Sela as cutículas para mais brilho',
    ]),
    specification: spec({ 'Peso': '300 g', 'Tipo de cabelo': 'Danificados, com química', 'Ativos': 'Queratina hidrolisada, arginina, pantenol', 'Frequência': '1 vez por semana' }),
  },
  {
    slug: 'oleo-de-ricino-puro', name: 'Óleo de Rícino Puro', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 650, stock: 0, image: image('oleo-de-ricino-puro'), sold: 540, ageDays: 90,
    description: '<p>Óleo de rícino prensado a frio para fortalecer fios, cílios e sobrancelhas.</p>',
    detail: detail('Aplique algumas gotas no couro cabeludo e massaje, ou use como pré-shampoo nas pontas 30 minutos antes da lavagem. Para cílios e sobrancelhas, aplique com uma escovinha limpa à noite.', [
      'Fortalece os fios e reduz a quebra', 'Ajuda no crescimento das sobrancelhas', 'Sela a humidade nas pontas',
    ]),
    specification: spec({ 'Volume': '100 ml', 'Extração': 'Prensado a frio', 'Composição': '100% óleo de rícino (Ricinus communis)' }),
  },

  // Shampoos
  {
    slug: 'shampoo-anticaspa-melaleuca', name: 'Shampoo Anticaspa Melaleuca e Menta', category: 'shampoos', subCategory: 'shampoos-anticaspa',
    price: 690, stock: 30, image: image('shampoo-anticaspa-melaleuca'), sold: 185, trending: true, ageDays: 75,
    description: '<p>Controla a descamação e a comichão com óleo de melaleuca (árvore-do-chá) e mentol refrescante.</p>',
    detail: detail('Aplique no couro cabeludo molhado, massaje e deixe atuar 2 a 3 minutos antes de enxaguar. Use em dias alternados até a caspa melhorar e depois duas vezes por semana.', [
      'Reduz a caspa visível desde a primeira semana', 'Alivia a comichão', 'Sensação de frescura que dura',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Tipo de couro cabeludo': 'Com caspa ou oleosidade', 'Ativos': 'Óleo de melaleuca, mentol, piroctona olamina' }),
  },
  {
    slug: 'shampoo-antiqueda-cafeina', name: 'Shampoo Antiqueda com Cafeína', category: 'shampoos', subCategory: 'shampoos-antiqueda',
    price: 1250, salePrice: 1090, stock: 22, image: image('shampoo-antiqueda-cafeina'), sold: 240, featured: true, ageDays: 120,
    description: '<p>Shampoo fortificante com cafeína e biotina que estimula o couro cabeludo e reduz a queda por quebra.</p>',
    detail: detail('Massaje no couro cabeludo e deixe atuar 2 minutos para a cafeína agir. Enxague. Para melhores resultados, combine com o tónico antiqueda.', [
      'Estimula a circulação no couro cabeludo', 'Fios mais fortes e resistentes', 'Indicado para queda sazonal',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Cafeína, biotina, pantenol', 'Livre de': 'Sulfatos e parabenos' }),
  },
  {
    slug: 'shampoo-low-poo-coco', name: 'Shampoo Low Poo Coco e Mel', category: 'shampoos', subCategory: 'shampoos-hidratantes',
    price: 780, stock: 0, image: image('shampoo-low-poo-coco'), sold: 150, ageDays: 60,
    description: '<p>Low poo com tensioativos suaves, óleo de coco e mel: limpa com delicadeza e respeita a oleosidade natural.</p>',
    detail: detail('Molhe bem o cabelo, aplique uma pequena quantidade na raiz e massaje. A espuma é baixa de propósito. Enxague com água morna.', [
      'Liberado para a técnica low poo', 'Mantém a hidratação dos cachos', 'Perfume suave de coco',
    ]),
    specification: spec({ 'Tipo de cabelo': 'Cacheados e crespos', 'Ativos': 'Óleo de coco, mel, proteína do trigo', 'Livre de': 'Sulfatos, silicones insolúveis e petrolatos' }),
    variantLabel: 'Volume',
    variants: [
      { name: '300 ml', sku: 'SHP-LPC-300', price: 780, stock: 34 },
      { name: '1 L', sku: 'SHP-LPC-1000', price: 1890, stock: 6 },
    ],
  },
  {
    slug: 'shampoo-clarificante-argila-verde', name: 'Shampoo Clarificante Argila Verde', category: 'shampoos',
    price: 920, stock: 15, image: image('shampoo-clarificante-argila-verde'), sold: 60, ageDays: 210,
    description: '<p>Limpeza profunda que remove resíduos de cremes, géis e óleos acumulados. Devolve leveza ao cabelo.</p>',
    detail: detail('Use uma vez a cada 15 dias, ou antes de uma máscara de tratamento. Aplique, massaje bem e enxague abundantemente. Termine sempre com condicionador.', [
      'Remove a acumulação de produtos', 'Prepara o fio para os tratamentos', 'Controla a oleosidade da raiz',
    ]),
    specification: spec({ 'Volume': '250 ml', 'Ativos': 'Argila verde, vinagre de maçã, extrato de hortelã', 'Frequência': 'Quinzenal' }),
  },
  {
    slug: 'shampoo-infantil-camomila', name: 'Shampoo Infantil Suave Camomila', category: 'shampoos',
    price: 480, stock: 40, image: image('shampoo-infantil-camomila'), sold: 95, ageDays: 150,
    description: '<p>Fórmula suave que não arde nos olhos, com camomila e calêndula, para o cabelo das crianças a partir dos 3 anos.</p>',
    detail: detail('Aplique uma pequena quantidade no cabelo molhado, faça espuma com delicadeza e enxague bem.', [
      'Não arde nos olhos', 'Facilita o desembaraço', 'Testado dermatologicamente',
    ]),
    specification: spec({ 'Volume': '250 ml', 'Idade': 'A partir dos 3 anos', 'Ativos': 'Camomila, calêndula, glicerina' }),
  },
  {
    slug: 'shampoo-nutritivo-mafura-marula', name: 'Shampoo Nutritivo Mafura e Marula', category: 'shampoos', subCategory: 'shampoos-hidratantes',
    price: 1380, stock: 0, image: image('shampoo-nutritivo-mafura-marula'), sold: 410, trending: true, ageDays: 95,
    description: '<p>Com óleos de mafura e marula, duas riquezas do sul de Moçambique, para limpar e nutrir cabelos muito secos.</p>',
    detail: detail('Aplique no cabelo molhado, massaje e enxague. Combine com o condicionador da mesma linha para selar a nutrição.', [
      'Nutre enquanto limpa', 'Reduz o frizz', 'Ingredientes de origem moçambicana',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Óleo de mafura, óleo de marula, manteiga de karité', 'Origem dos óleos': 'Gaza e Inhambane' }),
  },
  {
    slug: 'shampoo-sem-sulfatos-embondeiro', name: 'Shampoo Sem Sulfatos Embondeiro', category: 'shampoos', subCategory: 'shampoos-hidratantes',
    price: 1150, stock: 26, image: image('shampoo-sem-sulfatos-embondeiro'), sold: 38, trending: true, ageDays: 2,
    description: '<p>Novidade: shampoo cremoso com óleo de semente de embondeiro, rico em ómegas, para fios elásticos e brilhantes.</p>',
    detail: detail('Aplique no couro cabeludo molhado, massaje suavemente e espalhe a espuma pelo comprimento. Enxague.', [
      'Limpeza cremosa sem sulfatos', 'Fios mais elásticos', 'Brilho natural',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Óleo de embondeiro, aloé vera', 'Vegano': 'Sim' }),
  },
  {
    slug: 'shampoo-profissional-reparador-1l', name: 'Shampoo Profissional Reparador 1 L', category: 'shampoos',
    price: 2450, salePrice: 2190, stock: 8, image: image('shampoo-profissional-reparador-1l'), sold: 45, ageDays: 180,
    description: '<p>O mesmo shampoo que usamos na clínica, em embalagem de 1 litro com válvula pump. Para cabelos danificados.</p>',
    detail: detail('Duas pressões da válvula chegam para cabelos médios. Massaje e enxague. Siga com máscara de reconstrução ou hidratação.', [
      'Rende até 80 lavagens', 'Repara cabelos com química', 'Formato económico de salão',
    ]),
    specification: spec({ 'Volume': '1000 ml', 'Embalagem': 'Com válvula pump', 'Ativos': 'Queratina, ceramidas, pantenol' }),
  },

  // Condicionadores
  {
    slug: 'condicionador-hidratacao-profunda', name: 'Condicionador Hidratação Profunda', category: 'condicionadores', subCategory: 'condicionadores-hidratantes',
    price: 890, stock: 0, image: image('condicionador-hidratacao-profunda'), sold: 280, featured: true, ageDays: 40,
    description: '<p>O par do shampoo Hidratação Profunda: desembaraça na hora e deixa os cachos macios e definidos.</p>',
    detail: detail('Depois do shampoo, aplique do comprimento às pontas e desembarace com os dedos ou um pente de dentes largos. Deixe 3 minutos e enxague.', [
      'Desembaraço imediato', 'Hidratação duradoura', 'Pode ser usado como leave-in em pouca quantidade',
    ]),
    specification: spec({ 'Tipo de cabelo': 'Secos, crespos e cacheados', 'Ativos': 'Aloé vera, karité, glicerina vegetal', 'Vegano': 'Sim' }),
    variantLabel: 'Volume',
    variants: [
      { name: '250 ml', sku: 'CND-HID-250', price: 890, stock: 30 },
      { name: '500 ml', sku: 'CND-HID-500', price: 1490, stock: 14 },
    ],
  },
  {
    slug: 'co-wash-cachos-felizes', name: 'Co-wash Cachos Felizes', category: 'condicionadores', subCategory: 'co-wash',
    price: 960, stock: 20, image: image('co-wash-cachos-felizes'), sold: 130, trending: true, ageDays: 30,
    description: '<p>Condicionador de limpeza para lavar os cachos sem shampoo entre uma lavagem e outra.</p>',
    detail: detail('Aplique generosamente no couro cabeludo e no comprimento, massaje como se fosse shampoo durante 2 minutos e enxague bem.', [
      'Limpa sem retirar a oleosidade natural', 'Cachos definidos e sem frizz', 'Ideal para a técnica no poo',
    ]),
    specification: spec({ 'Volume': '350 ml', 'Ativos': 'Óleo de coco, extrato de hibisco, betaína', 'Livre de': 'Sulfatos e silicones' }),
  },
  {
    slug: 'condicionador-antiqueda-cafeina', name: 'Condicionador Antiqueda com Cafeína', category: 'condicionadores',
    price: 1190, stock: 18, image: image('condicionador-antiqueda-cafeina'), sold: 170, ageDays: 120,
    description: '<p>Condicionador leve que fortalece a fibra capilar sem pesar, para usar com o shampoo antiqueda.</p>',
    detail: detail('Aplique do meio às pontas, deixe atuar 2 minutos e enxague. Evite a raiz se tiver couro cabeludo oleoso.', [
      'Fios mais resistentes à escova', 'Não pesa', 'Complementa o tratamento antiqueda',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Cafeína, biotina, proteína da seda' }),
  },
  {
    slug: 'condicionador-desembaracante-infantil', name: 'Condicionador Desembaraçante Infantil', category: 'condicionadores',
    price: 520, salePrice: 450, stock: 35, image: image('condicionador-desembaracante-infantil'), sold: 88, ageDays: 150,
    description: '<p>Deixa o cabelo das crianças fácil de pentear, sem lágrimas nem puxões.</p>',
    detail: detail('Aplique depois do shampoo, penteie com os dedos e enxague. Em cabelos muito crespos, pode deixar um pouco sem enxaguar.', [
      'Desembaraço sem dor', 'Fragrância suave de frutos', 'Testado dermatologicamente',
    ]),
    specification: spec({ 'Volume': '250 ml', 'Idade': 'A partir dos 3 anos', 'Ativos': 'Pantenol, manteiga de manga' }),
  },
  {
    slug: 'condicionador-reparador-queratina', name: 'Condicionador Reparador com Queratina', category: 'condicionadores',
    price: 1350, stock: 14, image: image('condicionador-reparador-queratina'), sold: 75, ageDays: 100,
    description: '<p>Repara e protege cabelos alisados, com relaxamento ou descolorados, devolvendo maciez.</p>',
    detail: detail('Aplique no cabelo lavado, deixe atuar 3 minutos e enxague com água fria para selar as cutículas.', [
      'Reduz as pontas duplas', 'Protege da quebra durante o penteado', 'Brilho intenso',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Queratina hidrolisada, ceramidas' }),
  },
  {
    slug: 'condicionador-nutritivo-mafura-marula', name: 'Condicionador Nutritivo Mafura e Marula', category: 'condicionadores', subCategory: 'condicionadores-hidratantes',
    price: 1420, stock: 10, image: image('condicionador-nutritivo-mafura-marula'), sold: 190, ageDays: 95,
    description: '<p>Nutrição profunda com óleos de mafura e marula para cabelos muito secos, porosos ou com frizz.</p>',
    detail: detail('Aplique mecha a mecha, deixe atuar 5 minutos e enxague. Uma vez por semana, deixe 20 minutos com touca térmica.', [
      'Repõe os lípidos do fio', 'Controla o frizz com a humidade de Maputo', 'Toque sedoso',
    ]),
    specification: spec({ 'Volume': '300 ml', 'Ativos': 'Óleo de mafura, óleo de marula, manteiga de cacau' }),
  },
  {
    slug: 'condicionador-acidificante-vinagre-de-maca', name: 'Condicionador Acidificante Vinagre de Maçã', category: 'condicionadores',
    price: 780, stock: 24, image: image('condicionador-acidificante-vinagre-de-maca'), sold: 40, ageDays: 10,
    description: '<p>Fecha as cutículas e equilibra o pH depois da lavagem, para um brilho espelhado.</p>',
    detail: detail('Depois do shampoo, aplique em todo o cabelo, deixe 1 minuto e enxague com água fria.', [
      'Equilibra o pH do fio', 'Brilho imediato', 'Prolonga a cor das colorações',
    ]),
    specification: spec({ 'Volume': '250 ml', 'pH': '3,5 a 4,0', 'Ativos': 'Vinagre de maçã, extrato de alecrim' }),
  },
  {
    slug: 'condicionador-abacate-azeite', name: 'Condicionador Abacate e Azeite', category: 'condicionadores',
    price: 450, stock: 50, image: image('condicionador-abacate-azeite'), sold: 260, ageDays: 240,
    description: '<p>O condicionador do dia a dia, com abacate e azeite, a um preço que cabe em qualquer rotina.</p>',
    detail: detail('Aplique depois do shampoo, desembarace e enxague. Também serve para co-wash.', [
      'Maciez e desembaraço', 'Rende muito', 'Para todos os tipos de cabelo',
    ]),
    specification: spec({ 'Volume': '400 ml', 'Ativos': 'Óleo de abacate, azeite de oliva' }),
  },
  {
    slug: 'condicionador-profissional-brilho-1l', name: 'Condicionador Profissional Brilho 1 L', category: 'condicionadores',
    price: 2390, stock: 6, image: image('condicionador-profissional-brilho-1l'), sold: 30, ageDays: 180,
    description: '<p>Formato de salão, com válvula pump, para quem lava o cabelo várias vezes por semana.</p>',
    detail: detail('Use depois do shampoo profissional. Deixe atuar 3 minutos e enxague.', [
      'Rende até 100 aplicações', 'Brilho e maciez de salão', 'Formato económico',
    ]),
    specification: spec({ 'Volume': '1000 ml', 'Embalagem': 'Com válvula pump', 'Ativos': 'Óleo de argão, pantenol' }),
  },

  // Máscaras
  {
    slug: 'mascara-hidratante-babosa', name: 'Máscara Hidratante Babosa e Glicerina', category: 'mascaras', subCategory: 'mascaras-hidratacao',
    price: 990, stock: 0, image: image('mascara-hidratante-babosa'), sold: 350, trending: true, featured: true, ageDays: 70,
    description: '<p>Hidratação intensa com babosa (aloé vera) e glicerina vegetal. A etapa de hidratação do seu cronograma capilar.</p>',
    detail: detail('Aplique no cabelo lavado e húmido, mecha a mecha. Deixe atuar 15 a 20 minutos, de preferência com touca térmica, e enxague.', [
      'Repõe a água perdida pelos fios', 'Cachos mais definidos e soltos', 'Pode ser usada duas vezes por semana',
    ]),
    specification: spec({ 'Tipo de cabelo': 'Todos, em especial secos', 'Ativos': 'Aloé vera, glicerina, pantenol', 'Vegano': 'Sim' }),
    variantLabel: 'Tamanho',
    variants: [
      { name: '300 g', sku: 'MSC-BAB-300', price: 990, stock: 28 },
      { name: '1 kg', sku: 'MSC-BAB-1000', price: 2650, salePrice: 2390, stock: 9 },
    ],
  },
  {
    slug: 'mascara-nutritiva-karite', name: 'Máscara Nutritiva Manteiga de Karité', category: 'mascaras', subCategory: 'mascaras-nutricao',
    price: 1290, stock: 20, image: image('mascara-nutritiva-karite'), sold: 220, ageDays: 85,
    description: '<p>Nutrição para fios ásperos e sem brilho, com manteiga de karité pura e óleo de abacate.</p>',
    detail: detail('Aplique no cabelo lavado, deixe atuar 15 minutos e enxague bem. Use uma vez por semana.', [
      'Devolve os óleos naturais do fio', 'Combate o ressecamento', 'Toque macio e pesado na medida certa',
    ]),
    specification: spec({ 'Peso': '300 g', 'Ativos': 'Manteiga de karité, óleo de abacate, vitamina E' }),
  },
  {
    slug: 'mascara-intensiva-mafura', name: 'Máscara Intensiva Óleo de Mafura', category: 'mascaras', subCategory: 'mascaras-nutricao',
    price: 1790, salePrice: 1590, stock: 12, image: image('mascara-intensiva-mafura'), sold: 140, featured: true, ageDays: 25,
    description: '<p>A nossa máscara assinatura: manteiga de mafura, produzida por cooperativas de Inhambane, para nutrição profunda.</p>',
    detail: detail('Aplique em mechas no cabelo lavado. Deixe atuar 20 minutos com touca térmica e enxague com água morna.', [
      'Nutrição profunda em uma aplicação', 'Reduz o frizz durante dias', 'Apoia cooperativas moçambicanas',
    ]),
    specification: spec({ 'Peso': '250 g', 'Ativos': 'Manteiga de mafura, óleo de coco, proteína da aveia', 'Origem': 'Inhambane, Moçambique' }),
  },
  {
    slug: 'mascara-forca-jaborandi', name: 'Máscara Força e Crescimento Jaborandi', category: 'mascaras', subCategory: 'mascaras-reconstrucao',
    price: 1490, stock: 16, image: image('mascara-forca-jaborandi'), sold: 180, trending: true, ageDays: 55,
    description: '<p>Máscara fortalecedora com jaborandi e aminoácidos para fios finos e com tendência à quebra.</p>',
    detail: detail('Aplique do comprimento às pontas, deixe 10 minutos e enxague. Alterne com a máscara de hidratação.', [
      'Fios mais grossos ao toque', 'Menos quebra ao pentear', 'Complementa tratamentos antiqueda',
    ]),
    specification: spec({ 'Peso': '300 g', 'Ativos': 'Extrato de jaborandi, aminoácidos, biotina' }),
  },
  {
    slug: 'mascara-matizadora-violeta', name: 'Máscara Matizadora Violeta', category: 'mascaras',
    price: 1150, stock: 9, image: image('mascara-matizadora-violeta'), sold: 35, ageDays: 130,
    description: '<p>Neutraliza tons amarelados em madeixas, loiros e cabelos grisalhos.</p>',
    detail: detail('Aplique no cabelo lavado e deixe atuar 3 a 5 minutos, conforme a intensidade desejada. Use luvas. Enxague bem.', [
      'Remove o amarelado', 'Hidrata enquanto matiza', 'Realça o brilho dos loiros',
    ]),
    specification: spec({ 'Peso': '250 g', 'Pigmento': 'Violeta', 'Tipo de cabelo': 'Loiros, descolorados e grisalhos' }),
  },
  {
    slug: 'mascara-pos-quimica', name: 'Máscara Pós-Química pH Equilibrado', category: 'mascaras', subCategory: 'mascaras-reconstrucao',
    price: 2150, stock: 7, image: image('mascara-pos-quimica'), sold: 55, ageDays: 160,
    description: '<p>Tratamento de choque para os dias a seguir a um relaxamento, alisamento ou descoloração.</p>',
    detail: detail('Aplique logo após o procedimento químico ou na primeira lavagem seguinte. Deixe 15 minutos e enxague.', [
      'Equilibra o pH depois da química', 'Reduz a quebra nas semanas seguintes', 'Recomendada pela nossa equipa da clínica',
    ]),
    specification: spec({ 'Peso': '500 g', 'pH': '4,5', 'Ativos': 'Aminoácidos, ceramidas, óleo de argão' }),
  },
  {
    slug: 'mascara-noturna-seda', name: 'Máscara Noturna Proteínas da Seda', category: 'mascaras', subCategory: 'mascaras-hidratacao',
    price: 2490, stock: 0, image: image('mascara-noturna-seda'), sold: 160, ageDays: 45,
    description: '<p>Trata o cabelo enquanto dorme: uma camada leve que não suja a fronha e acorda com fios macios.</p>',
    detail: detail('À noite, aplique uma pequena quantidade no comprimento e pontas do cabelo seco ou húmido. Proteja com touca de cetim. De manhã, enxague ou apenas modele.', [
      'Tratamento sem esforço', 'Não pesa nem suja a almofada', 'Fios macios ao acordar',
    ]),
    specification: spec({ 'Ativos': 'Proteínas da seda, esqualano, niacinamida', 'Textura': 'Creme-gel leve' }),
    variantLabel: 'Tamanho',
    variants: [
      { name: '200 g', sku: 'MSC-SED-200', price: 2490, stock: 0 },
      { name: '500 g', sku: 'MSC-SED-500', price: 4890, stock: 0 },
    ],
  },
  {
    slug: 'mascara-hidratacao-saqueta', name: 'Máscara Hidratação Saqueta 50 g', category: 'mascaras', subCategory: 'mascaras-hidratacao',
    price: 180, stock: 120, image: image('mascara-hidratacao-saqueta'), sold: 600, ageDays: 260,
    description: '<p>Uma dose de hidratação em saqueta, para experimentar ou levar em viagem.</p>',
    detail: detail('Uma saqueta chega para cabelos curtos e médios. Aplique no cabelo lavado, deixe 10 minutos e enxague.', [
      'Dose única prática', 'Ideal para viagens', 'Experimente antes de comprar o tamanho grande',
    ]),
    specification: spec({ 'Peso': '50 g', 'Ativos': 'Aloé vera, glicerina' }),
  },

  // Óleos e séruns
  {
    slug: 'oleo-de-coco-virgem', name: 'Óleo de Coco Virgem de Inhambane', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 390, stock: 0, image: image('oleo-de-coco-virgem'), sold: 480, trending: true, ageDays: 200,
    description: '<p>Óleo de coco virgem, prensado a frio a partir de cocos de Inhambane. Para cabelo, pele e pré-shampoo.</p>',
    detail: detail('Como pré-shampoo, aplique no comprimento 30 minutos antes de lavar. Como finalizador, use uma gota nas pontas. Solidifica abaixo de 24 °C: aqueça nas mãos.', [
      'Reduz a perda de proteína na lavagem', 'Brilho natural', 'Multiuso: cabelo e pele',
    ]),
    specification: spec({ 'Extração': 'Prensado a frio', 'Composição': '100% óleo de coco (Cocos nucifera)', 'Origem': 'Inhambane, Moçambique' }),
    variantLabel: 'Volume',
    variants: [
      { name: '100 ml', sku: 'OLE-COC-100', price: 390, stock: 60 },
      { name: '250 ml', sku: 'OLE-COC-250', price: 790, stock: 22 },
    ],
  },
  {
    slug: 'oleo-de-mafura-puro', name: 'Óleo de Mafura Puro', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 890, stock: 25, image: image('oleo-de-mafura-puro'), sold: 260, featured: true, ageDays: 110,
    description: '<p>A mafura é uma árvore nativa de Moçambique; o seu óleo é tradicionalmente usado para proteger o cabelo e a pele.</p>',
    detail: detail('Aplique algumas gotas nas pontas húmidas para selar a hidratação, ou massaje o couro cabeludo seco uma vez por semana.', [
      'Sela a humidade (método LOC/LCO)', 'Protege do sol e do vento', 'Fios com mais brilho',
    ]),
    specification: spec({ 'Volume': '100 ml', 'Composição': '100% óleo de mafura (Trichilia emetica)', 'Origem': 'Gaza e Inhambane' }),
  },
  {
    slug: 'oleo-de-marula', name: 'Óleo de Marula', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 1450, salePrice: 1290, stock: 14, image: image('oleo-de-marula'), sold: 150, ageDays: 80,
    description: '<p>Óleo leve e rico em antioxidantes, extraído do caroço da marula. Absorve rápido e não deixa o cabelo pesado.</p>',
    detail: detail('Use 2 a 3 gotas no cabelo seco para dar brilho e controlar o frizz, ou misture na máscara de hidratação.', [
      'Antioxidante natural', 'Não pesa', 'Controla o frizz',
    ]),
    specification: spec({ 'Volume': '50 ml', 'Composição': '100% óleo de marula (Sclerocarya birrea)' }),
  },
  {
    slug: 'oleo-de-argao-puro', name: 'Óleo de Argão Puro', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 1890, stock: 11, image: image('oleo-de-argao-puro'), sold: 120, ageDays: 140,
    description: '<p>Óleo de argão 100% puro, certificado, para pontas secas, brilho e proteção ao calor moderado.</p>',
    detail: detail('Aplique 2 gotas nas pontas antes e depois do secador. Também pode usar no rosto e nas unhas.', [
      'Pontas macias', 'Brilho sem oleosidade', 'Rico em vitamina E',
    ]),
    specification: spec({ 'Volume': '50 ml', 'Composição': '100% óleo de argão (Argania spinosa)', 'Certificação': 'Orgânico' }),
  },
  {
    slug: 'serum-reparador-de-pontas', name: 'Sérum Reparador de Pontas', category: 'oleos-e-seruns', subCategory: 'seruns-e-tonicos',
    price: 980, stock: 30, image: image('serum-reparador-de-pontas'), sold: 210, ageDays: 65,
    description: '<p>Sérum com silicones voláteis e óleo de linhaça que une as pontas duplas e protege do atrito.</p>',
    detail: detail('Aplique 1 a 2 pressões nas pontas, com o cabelo húmido ou seco. Não enxague.', [
      'Pontas seladas e com melhor aspeto', 'Proteção contra o atrito', 'Toque sedoso',
    ]),
    specification: spec({ 'Volume': '60 ml', 'Ativos': 'Óleo de linhaça, ciclopentassiloxano, vitamina E' }),
  },
  {
    slug: 'tonico-antiqueda-alecrim', name: 'Tónico Antiqueda Alecrim e Cafeína', category: 'oleos-e-seruns', subCategory: 'seruns-e-tonicos',
    price: 1350, stock: 19, image: image('tonico-antiqueda-alecrim'), sold: 310, trending: true, featured: true, ageDays: 35,
    description: '<p>Tónico de uso diário desenvolvido com a nossa equipa clínica para a queda capilar e o afinamento dos fios.</p>',
    detail: detail('Aplique diretamente no couro cabeludo seco ou húmido, risca a risca, e massaje 2 minutos. Não enxague. Use todos os dias durante pelo menos 3 meses.', [
      'Estimula o couro cabeludo', 'Reduz a queda ao fim de 8 a 12 semanas', 'Não deixa o cabelo oleoso',
    ]),
    specification: spec({ 'Volume': '100 ml', 'Ativos': 'Extrato de alecrim, cafeína, niacinamida, pantenol', 'Aplicador': 'Conta-gotas' }),
  },
  {
    slug: 'serum-calmante-couro-cabeludo', name: 'Sérum Calmante para Couro Cabeludo', category: 'oleos-e-seruns', subCategory: 'seruns-e-tonicos',
    price: 2250, stock: 8, image: image('serum-calmante-couro-cabeludo'), sold: 22, ageDays: 4,
    description: '<p>Novidade: acalma o couro cabeludo sensível, com vermelhidão ou comichão depois de tranças apertadas.</p>',
    detail: detail('Aplique algumas gotas diretamente nas zonas sensíveis e massaje suavemente. Pode usar com tranças.', [
      'Alívio rápido da comichão', 'Reduz a vermelhidão', 'Sem fragrância',
    ]),
    specification: spec({ 'Volume': '50 ml', 'Ativos': 'Niacinamida, alantoína, centella asiática', 'Fragrância': 'Sem perfume' }),
  },
  {
    slug: 'oleo-de-jojoba', name: 'Óleo de Jojoba', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 1180, stock: 17, image: image('oleo-de-jojoba'), sold: 90, ageDays: 170,
    description: '<p>Semelhante ao sebo natural, equilibra couros cabeludos secos e oleosos.</p>',
    detail: detail('Massaje algumas gotas no couro cabeludo antes de lavar, ou use nas pontas como finalizador.', [
      'Equilibra a oleosidade', 'Alivia o couro cabeludo seco', 'Leve e sem cheiro',
    ]),
    specification: spec({ 'Volume': '60 ml', 'Composição': '100% óleo de jojoba (Simmondsia chinensis)' }),
  },
  {
    slug: 'blend-sete-oleos-crescimento', name: 'Blend 7 Óleos Crescimento', category: 'oleos-e-seruns', subCategory: 'oleos-vegetais',
    price: 720, salePrice: 590, stock: 28, image: image('blend-sete-oleos-crescimento'), sold: 275, ageDays: 50,
    description: '<p>Mistura de rícino, coco, mafura, alecrim, jojoba, abacate e hortelã para massagens no couro cabeludo.</p>',
    detail: detail('Duas a três vezes por semana, massaje o couro cabeludo com as pontas dos dedos durante 5 minutos. Deixe atuar pelo menos 1 hora antes de lavar.', [
      'Massagem estimulante', 'Fios nutridos desde a raiz', 'Aroma fresco de hortelã',
    ]),
    specification: spec({ 'Volume': '120 ml', 'Composição': '7 óleos vegetais e essenciais' }),
  },

  // Finalizadores
  {
    slug: 'creme-de-pentear-cachos-definidos', name: 'Creme de Pentear Cachos Definidos', category: 'finalizadores', subCategory: 'cremes-de-pentear',
    price: 750, stock: 0, image: image('creme-de-pentear-cachos-definidos'), sold: 520, trending: true, featured: true, ageDays: 90,
    description: '<p>O nosso creme de pentear mais vendido: define os cachos, controla o frizz e dura até à próxima lavagem.</p>',
    detail: detail('Com o cabelo molhado, aplique mecha a mecha e modele com os dedos ou com a técnica de fitagem. Deixe secar ao natural ou com difusor.', [
      'Definição que dura dias', 'Controlo do frizz mesmo com humidade', 'Liberado para low poo e no poo',
    ]),
    specification: spec({ 'Tipo de cabelo': 'Ondulados, cacheados e crespos', 'Ativos': 'Manteiga de cupuaçu, óleo de coco, pantenol' }),
    variantLabel: 'Volume',
    variants: [
      { name: '300 ml', sku: 'FIN-CPC-300', price: 750, stock: 45 },
      { name: '1 L', sku: 'FIN-CPC-1000', price: 1990, salePrice: 1790, stock: 12 },
    ],
  },
  {
    slug: 'gelatina-fixadora-linhaca', name: 'Gelatina Fixadora de Linhaça', category: 'finalizadores', subCategory: 'geis-e-gelatinas',
    price: 640, stock: 40, image: image('gelatina-fixadora-linhaca'), sold: 330, ageDays: 75,
    description: '<p>Gelatina de linhaça que dá fixação e forma aos cachos sem deixar o cabelo duro ou com resíduo branco.</p>',
    detail: detail('Aplique sobre o creme de pentear, com o cabelo ainda molhado. Quando secar, amasse os cachos para tirar o efeito duro.', [
      'Fixação média a forte', 'Sem efeito de resíduo branco', 'Cachos com volume',
    ]),
    specification: spec({ 'Peso': '300 g', 'Ativos': 'Extrato de linhaça, aloé vera', 'Fixação': 'Média a forte' }),
  },
  {
    slug: 'leave-in-10-em-1', name: 'Leave-in 10 em 1', category: 'finalizadores', subCategory: 'leave-in-e-protetores',
    price: 890, salePrice: 790, stock: 25, image: image('leave-in-10-em-1'), sold: 410, trending: true, ageDays: 20,
    description: '<p>Um só produto para desembaraçar, hidratar, proteger do calor e controlar o frizz.</p>',
    detail: detail('Borrife no cabelo lavado e húmido, penteie e finalize como preferir. Pode reaplicar no cabelo seco para refrescar os cachos.', [
      'Desembaraça', 'Protege do calor até 180 °C', 'Controla o frizz e dá brilho',
    ]),
    specification: spec({ 'Volume': '200 ml', 'Formato': 'Spray', 'Ativos': 'Pantenol, óleo de argão, filtro UV' }),
  },
  {
    slug: 'protetor-termico-spray', name: 'Protetor Térmico em Spray 230 °C', category: 'finalizadores', subCategory: 'leave-in-e-protetores',
    price: 1090, stock: 18, image: image('protetor-termico-spray'), sold: 160, ageDays: 115,
    description: '<p>Proteção até 230 °C para secador, prancha e babyliss. Indispensável em cabelos alisados.</p>',
    detail: detail('Borrife mecha a mecha a cerca de 20 cm, no cabelo húmido ou seco, antes de qualquer fonte de calor.', [
      'Protege até 230 °C', 'Reduz a quebra por calor', 'Acabamento leve e com brilho',
    ]),
    specification: spec({ 'Volume': '200 ml', 'Proteção': 'Até 230 °C', 'Ativos': 'Proteínas do trigo, silicones leves' }),
  },
  {
    slug: 'gel-edge-control', name: 'Gel Edge Control Fixação Forte', category: 'finalizadores', subCategory: 'geis-e-gelatinas',
    price: 420, stock: 45, image: image('gel-edge-control'), sold: 290, ageDays: 140,
    description: '<p>Para baby hair e linhas de penteado impecáveis, com fixação forte e acabamento brilhante.</p>',
    detail: detail('Aplique uma pequena quantidade com uma escova de baby hair ou os dedos e modele.', [
      'Fixação forte o dia todo', 'Não descama', 'Aroma de rícino e mel',
    ]),
    specification: spec({ 'Peso': '100 g', 'Fixação': 'Forte', 'Ativos': 'Óleo de rícino, mel' }),
  },
  {
    slug: 'mousse-volume-cachos', name: 'Mousse Volume para Cachos', category: 'finalizadores',
    price: 980, stock: 0, image: image('mousse-volume-cachos'), sold: 140, ageDays: 100,
    description: '<p>Mousse leve que dá volume à raiz e separa os cachos sem pesar.</p>',
    detail: detail('Agite bem, aplique uma porção do tamanho de uma laranja no cabelo húmido, amasse e seque com difusor.', [
      'Volume na raiz', 'Cachos leves e soltos', 'Sem álcool secante',
    ]),
    specification: spec({ 'Volume': '200 ml', 'Fixação': 'Leve' }),
  },
  {
    slug: 'spray-de-brilho-finalizador', name: 'Spray de Brilho Finalizador', category: 'finalizadores', subCategory: 'leave-in-e-protetores',
    price: 850, stock: 20, image: image('spray-de-brilho-finalizador'), sold: 70, ageDays: 190,
    description: '<p>Névoa fina que dá brilho imediato a tranças, perucas, alisados e penteados.</p>',
    detail: detail('Borrife a 30 cm do cabelo já penteado. Uma camada leve chega.', [
      'Brilho imediato', 'Não pesa nem engordura', 'Perfeito para tranças e perucas',
    ]),
    specification: spec({ 'Volume': '150 ml', 'Ativos': 'Óleo de argão, silicones voláteis' }),
  },
  {
    slug: 'manteiga-para-trancas-e-twists', name: 'Manteiga para Tranças e Twists', category: 'finalizadores', subCategory: 'cremes-de-pentear',
    price: 690, stock: 33, image: image('manteiga-para-trancas-e-twists'), sold: 200, ageDays: 8,
    description: '<p>Manteiga cremosa que dá deslize, definição e brilho a tranças, twists e bantu knots.</p>',
    detail: detail('Aplique mecha a mecha antes de entrançar. Para manutenção, use uma pequena quantidade ao longo das tranças.', [
      'Facilita o entrançado', 'Twists definidos e brilhantes', 'Nutre o couro cabeludo',
    ]),
    specification: spec({ 'Peso': '250 g', 'Ativos': 'Manteiga de karité, óleo de mafura, aloé vera' }),
  },
  {
    slug: 'creme-leave-in-kids', name: 'Creme Leave-in Kids', category: 'finalizadores', subCategory: 'leave-in-e-protetores',
    price: 550, stock: 22, image: image('creme-leave-in-kids'), sold: 60, ageDays: 150,
    description: '<p>Leave-in leve e sem fragrância forte para pentear e definir o cabelo das crianças.</p>',
    detail: detail('Aplique no cabelo húmido e penteie com cuidado, das pontas para a raiz.', [
      'Desembaraço fácil', 'Hipoalergénico', 'Cachos definidos para a escola',
    ]),
    specification: spec({ 'Volume': '250 ml', 'Idade': 'A partir dos 3 anos' }),
  },
  {
    slug: 'kit-finalizacao-cachos', name: 'Kit Finalização Cachos', category: 'finalizadores',
    price: 2190, salePrice: 1890, stock: 10, image: image('kit-finalizacao-cachos'), sold: 85, featured: true, ageDays: 15,
    description: '<p>Creme de pentear 300 ml, gelatina de linhaça 300 g e leave-in 10 em 1 juntos, com desconto.</p>',
    detail: detail('Leave-in primeiro, depois o creme de pentear e, por fim, a gelatina para fixar. Seque ao natural ou com difusor.', [
      'A rotina completa de finalização', 'Poupança face à compra separada', 'Ótimo para oferecer',
    ]),
    specification: spec({ 'Inclui': 'Creme de pentear 300 ml, gelatina 300 g, leave-in 200 ml' }),
  },

  // Acessórios
  {
    slug: 'touca-de-cetim-dupla-face', name: 'Touca de Cetim Dupla Face', category: 'acessorios', subCategory: 'cetim-e-microfibra',
    price: 450, stock: 0, image: image('touca-de-cetim-dupla-face'), sold: 380, trending: true, ageDays: 130,
    description: '<p>Protege o cabelo durante a noite, evita o frizz e preserva tranças e penteados. Pode usar dos dois lados.</p>',
    detail: detail('Coloque antes de dormir, com o cabelo preso ou solto. Lave à mão com água fria e deixe secar à sombra.', [
      'Menos frizz e quebra', 'Os cachos duram mais dias', 'Elástico largo que não marca a testa',
    ]),
    specification: spec({ 'Material': 'Cetim de poliéster', 'Cores': 'Ameixa e dourado (dupla face)' }),
    variantLabel: 'Tamanho',
    variants: [
      { name: 'Normal', sku: 'ACC-TOU-N', price: 450, stock: 40 },
      { name: 'Grande (tranças e locs)', sku: 'ACC-TOU-G', price: 550, stock: 18 },
    ],
  },
  {
    slug: 'fronha-de-cetim', name: 'Fronha de Cetim', category: 'acessorios', subCategory: 'cetim-e-microfibra',
    price: 790, stock: 24, image: image('fronha-de-cetim'), sold: 140, ageDays: 160,
    description: '<p>Fronha de cetim que reduz o atrito no cabelo e na pele enquanto dorme.</p>',
    detail: detail('Use no lugar da fronha de algodão. Lave na máquina em programa delicado, dentro de um saco de rede.', [
      'Cabelo menos embaraçado de manhã', 'Menos marcas na pele', 'Toque fresco',
    ]),
    specification: spec({ 'Medidas': '50 × 70 cm', 'Material': 'Cetim de poliéster', 'Fecho': 'Envelope' }),
  },
  {
    slug: 'escova-desembaracadora-flexivel', name: 'Escova Desembaraçadora Flexível', category: 'acessorios', subCategory: 'escovas-e-pentes',
    price: 650, stock: 30, image: image('escova-desembaracadora-flexivel'), sold: 260, trending: true, ageDays: 70,
    description: '<p>Cerdas flexíveis que deslizam pelos nós sem partir os fios. Funciona em cabelo molhado ou seco.</p>',
    detail: detail('Penteie sempre das pontas para a raiz, por secções, com o cabelo cheio de condicionador.', [
      'Desembaraço sem dor', 'Menos quebra', 'Pega ergonómica',
    ]),
    specification: spec({ 'Material': 'Cerdas de nylon flexível, base ventilada', 'Indicado para': 'Todos os tipos de cabelo' }),
  },
  {
    slug: 'pente-garfo-de-madeira', name: 'Pente Garfo de Madeira', category: 'acessorios', subCategory: 'escovas-e-pentes',
    price: 250, stock: 60, image: image('pente-garfo-de-madeira'), sold: 180, ageDays: 220,
    description: '<p>Pente garfo de madeira para dar volume à raiz e modelar black power sem desfazer os cachos.</p>',
    detail: detail('Com o cabelo seco e finalizado, introduza o pente na raiz e levante suavemente.', [
      'Volume sem frizz', 'Madeira antiestática', 'Feito à mão',
    ]),
    specification: spec({ 'Material': 'Madeira de chanfuta', 'Comprimento': '18 cm' }),
  },
  {
    slug: 'toalha-turbante-microfibra', name: 'Toalha Turbante de Microfibra', category: 'acessorios', subCategory: 'cetim-e-microfibra',
    price: 590, stock: 28, image: image('toalha-turbante-microfibra'), sold: 150, ageDays: 125,
    description: '<p>Seca o cabelo mais depressa e sem frizz, porque não esfrega a cutícula como a toalha comum.</p>',
    detail: detail('Envolva o cabelo logo após a lavagem e prenda com o botão. Deixe 10 a 15 minutos.', [
      'Secagem até 50% mais rápida', 'Menos frizz', 'Leve e com botão de fecho',
    ]),
    specification: spec({ 'Material': 'Microfibra', 'Medidas': '65 × 25 cm' }),
  },
  {
    slug: 'borrifador-nevoa-continua', name: 'Borrifador de Névoa Contínua 300 ml', category: 'acessorios',
    price: 480, stock: 0, image: image('borrifador-nevoa-continua'), sold: 230, ageDays: 110,
    description: '<p>Borrifador que liberta uma névoa fina e contínua: ideal para reativar os cachos com água ou leave-in.</p>',
    detail: detail('Encha com água ou com uma mistura de água e leave-in. Pressione o gatilho e mantenha para uma névoa contínua.', [
      'Névoa ultrafina e uniforme', 'Reativa os cachos sem encharcar', 'Reutilizável',
    ]),
    specification: spec({ 'Capacidade': '300 ml', 'Material': 'PET reciclável' }),
  },
  {
    slug: 'difusor-universal', name: 'Difusor Universal para Secador', category: 'acessorios', subCategory: 'aparelhos',
    price: 890, stock: 15, image: image('difusor-universal'), sold: 70, ageDays: 145,
    description: '<p>Difusor em silicone que se adapta à maioria dos secadores, para secar os cachos sem desfazer a definição.</p>',
    detail: detail('Encaixe no bico do secador, use temperatura morna e velocidade baixa, e seque em conchas, sem mexer no cabelo.', [
      'Cachos definidos e com volume', 'Encaixe universal', 'Dobrável para viagem',
    ]),
    specification: spec({ 'Material': 'Silicone resistente ao calor', 'Encaixe': '4 a 6 cm de diâmetro' }),
  },
  {
    slug: 'secador-ionico-2000w', name: 'Secador Iónico 2000 W', category: 'acessorios', subCategory: 'aparelhos',
    price: 4500, salePrice: 3990, stock: 6, image: image('secador-ionico-2000w'), sold: 40, featured: true, ageDays: 60,
    description: '<p>Secador profissional com tecnologia iónica, 3 temperaturas e jato de ar frio. Inclui concentrador e difusor.</p>',
    detail: detail('Aplique protetor térmico, seque por secções com o concentrador e termine com ar frio para fixar.', [
      'Seca mais depressa com menos calor', 'Reduz o frizz', 'Garantia de 1 ano',
    ]),
    specification: spec({ 'Potência': '2000 W', 'Tensão': '220–240 V', 'Acessórios': 'Concentrador e difusor', 'Garantia': '12 meses' }),
  },
  {
    slug: 'prancha-ceramica-titanio', name: 'Prancha de Cerâmica e Titânio', category: 'acessorios', subCategory: 'aparelhos',
    price: 3890, stock: 5, image: image('prancha-ceramica-titanio'), sold: 32, ageDays: 75,
    description: '<p>Placas de cerâmica com titânio e temperatura regulável até 230 °C, com desligar automático.</p>',
    detail: detail('Use sempre sobre cabelo seco e com protetor térmico. Comece a 160 °C e aumente só se necessário.', [
      'Alisa numa só passagem', 'Temperatura regulável', 'Desliga sozinha após 60 minutos',
    ]),
    specification: spec({ 'Temperatura': '120 a 230 °C', 'Placas': 'Cerâmica com titânio', 'Tensão': '220–240 V', 'Garantia': '12 meses' }),
  },
  {
    slug: 'elasticos-em-espiral-kit-12', name: 'Elásticos em Espiral (kit de 12)', category: 'acessorios',
    price: 180, stock: 80, image: image('elasticos-em-espiral-kit-12'), sold: 210, ageDays: 230,
    description: '<p>Elásticos em espiral que prendem sem vincar nem partir o cabelo. Cores sortidas.</p>',
    detail: detail('Use como um elástico comum. Se esticarem, mergulhe em água quente durante alguns minutos para recuperarem a forma.', [
      'Não vincam o cabelo', 'Não puxam nem partem os fios', 'Também servem de pulseira',
    ]),
    specification: spec({ 'Quantidade': '12 unidades', 'Material': 'Resina flexível' }),
  },
];
