import type { BlogBlock } from '../schema/content.ts';

/** The clinic's price list (spec 2 §9). */
export const CLINIC_SERVICES = [
  { slug: 'consulta-capilar', category: 'Consultas', name: 'Consulta de diagnóstico capilar', description: 'Avaliação completa, diagnóstico profissional, proposta de tratamento e cronograma capilar personalizado.', priceCents: 360000, priceText: '3600 MT presencial · 2900 MT online', durationMinutes: 60, bookable: true, sortOrder: 1 },
  { slug: 'microagulhamento', category: 'Tratamentos', name: 'Microagulhamento capilar', description: 'Estimula o crescimento no couro cabeludo, barba ou sobrancelhas. Sessões de cerca de 60 minutos.', priceCents: 900000, priceText: 'desde 9000 MT por sessão', durationMinutes: 60, bookable: true, sortOrder: 2 },
  { slug: 'lavagem-simples', category: 'Cabelo', name: 'Lavagem simples', description: 'Lavagem com produtos adequados ao seu tipo de cabelo.', priceCents: 95000, priceText: '950 MT', durationMinutes: 30, bookable: false, sortOrder: 3 },
  { slug: 'manicure', category: 'Unhas', name: 'Manicure', description: 'Cuidado completo das mãos e unhas.', priceCents: 160000, priceText: '1600 MT', durationMinutes: 45, bookable: false, sortOrder: 4 },
  { slug: 'pedicure', category: 'Unhas', name: 'Pedicure', description: 'Cuidado completo dos pés e unhas.', priceCents: 185000, priceText: '1850 MT', durationMinutes: 60, bookable: false, sortOrder: 5 },
  { slug: 'maquilhagem', category: 'Beleza', name: 'Maquilhagem', description: 'Maquilhagem social para eventos.', priceCents: 300000, priceText: '3000 MT', durationMinutes: 60, bookable: false, sortOrder: 6 },
];

export const BLOG_CATEGORIES = [
  { slug: 'cuidados-capilares', name: 'Cuidados Capilares' },
  { slug: 'tratamentos', name: 'Tratamentos' },
  { slug: 'saude-do-couro-cabeludo', name: 'Saúde do Couro Cabeludo' },
  { slug: 'dicas', name: 'Dicas' },
];

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  readTimeMinutes: number;
  mainImage: string;
  images?: string[];
  content: BlogBlock[];
  featured?: boolean;
  views: number;
  /** days before the seed date */
  ageDays: number;
}

export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'cronograma-capilar-para-iniciantes', title: 'Cronograma capilar para iniciantes', category: 'cuidados-capilares', author: 'Dra. Ana Macuácua',
    excerpt: 'Hidratação, nutrição e reconstrução: como alternar as três etapas ao longo do mês.', readTimeMinutes: 5,
    mainImage: '/images/blog/cronograma-capilar.svg', featured: true, views: 840, ageDays: 3,
    content: [
      { type: 'paragraph', text: 'O cronograma capilar organiza os tratamentos do cabelo em três etapas: hidratação, nutrição e reconstrução.' },
      { type: 'paragraph', text: 'Comece com duas hidratações por semana e ajuste conforme a resposta dos fios.' },
    ],
  },
];
