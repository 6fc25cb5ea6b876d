import type { BlogBlock, clinicServices } from '../schema/content.ts';

/** The clinic's price list (spec 2 §9). */
export const CLINIC_SERVICES: (typeof clinicServices.$inferInsert)[] = [
  { slug: 'consulta-capilar', category: 'Consultas', name: 'Consulta de diagnóstico capilar — presencial', description: 'Avaliação completa, diagnóstico profissional, proposta de tratamento e cronograma capilar personalizado.', priceCents: 360000, durationMinutes: 60, bookable: true, bookingOption: 'presencial', sortOrder: 1 },
  { slug: 'consulta-capilar-online', category: 'Consultas', name: 'Consulta de diagnóstico capilar — online', description: 'A mesma avaliação por videochamada, com o plano de tratamento enviado por e-mail.', priceCents: 290000, durationMinutes: 45, bookable: true, bookingOption: 'online', sortOrder: 2 },
  { slug: 'microagulhamento', category: 'Tratamentos', name: 'Microagulhamento capilar — 1 sessão', description: 'Estimula o crescimento no couro cabeludo, barba ou sobrancelhas. Sessões de cerca de 60 minutos.', priceCents: 900000, priceNote: 'por sessão', durationMinutes: 60, bookable: true, bookingOption: 'microneedling_1', sortOrder: 3 },
  { slug: 'microagulhamento-3-sessoes', category: 'Tratamentos', name: 'Microagulhamento capilar — pacote de 3 sessões', description: 'Três sessões de microagulhamento, válidas por 6 meses.', priceCents: 2500000, priceNote: 'pacote de 3 sessões', durationMinutes: 60, bookable: true, bookingOption: 'microneedling_3', sortOrder: 4 },
  { slug: 'microagulhamento-6-sessoes', category: 'Tratamentos', name: 'Microagulhamento capilar — pacote de 6 sessões', description: 'Seis sessões de microagulhamento, válidas por 6 meses.', priceCents: 4800000, priceNote: 'pacote de 6 sessões', durationMinutes: 60, bookable: true, bookingOption: 'microneedling_6', sortOrder: 5 },
  { slug: 'lavagem-simples', category: 'Cabelo', name: 'Lavagem simples', description: 'Lavagem com produtos adequados ao seu tipo de cabelo.', priceCents: 95000, durationMinutes: 30, bookable: false, sortOrder: 6 },
  { slug: 'manicure', category: 'Unhas', name: 'Manicure', description: 'Cuidado completo das mãos e unhas.', priceCents: 160000, durationMinutes: 45, bookable: false, sortOrder: 7 },
  { slug: 'pedicure', category: 'Unhas', name: 'Pedicure', description: 'Cuidado completo dos pés e unhas.', priceCents: 185000, durationMinutes: 60, bookable: false, sortOrder: 8 },
  { slug: 'maquilhagem', category: 'Beleza', name: 'Maquilhagem', description: 'Maquilhagem social para eventos.', priceCents: 300000, durationMinutes: 60, bookable: false, sortOrder: 9 },
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

const p = (text: string): BlogBlock => ({ type: 'paragraph', text });
const h = (text: string): BlogBlock => ({ type: 'heading', text });
const blogImage = (name: string) => `/images/blog/${name}.svg`;

export const BLOG_POSTS: SeedPost[] = [
  {
    slug: 'cronograma-capilar-para-iniciantes', title: 'Cronograma capilar para iniciantes', category: 'cuidados-capilares', author: 'Dra. Ana Macuácua',
    excerpt: 'Hidratação, nutrição e reconstrução: como alternar as três etapas ao longo do mês.', readTimeMinutes: 5,
    mainImage: blogImage('cronograma-capilar'), images: [blogImage('cronograma-capilar-etapas')], featured: true, views: 840, ageDays: 3,
    content: [
      p('O cronograma capilar organiza os tratamentos do cabelo em três etapas: hidratação, nutrição e reconstrução.'),
      p('Comece com duas hidratações por semana e ajuste conforme a resposta dos fios.'),
      h('As três etapas'),
      p('A hidratação repõe a água que o fio perde com o sol, o vento e as lavagens: usa máscaras com aloé vera, glicerina ou pantenol. A nutrição devolve os óleos e lípidos que protegem a cutícula: manteiga de karité, óleo de mafura, coco ou abacate. A reconstrução repõe a massa do fio, a queratina, e é a etapa de quem faz química, tranças apertadas ou usa muito calor.'),
      p('Um mês típico para cabelo crespo sem química tem quatro semanas de H-N-H, H-H-N, H-N-H e H-N-R (H para hidratação, N para nutrição, R para reconstrução). Cabelos com relaxamento ou descoloração costumam precisar de uma reconstrução a cada 15 dias.'),
      h('Como saber se está a resultar'),
      p('Faça o teste da elasticidade: puxe um fio molhado com cuidado. Se estica muito e não volta, falta reconstrução. Se parte logo, falta hidratação. Se está áspero e sem brilho, falta nutrição. Ao fim de um mês, reveja o plano.'),
      p('Se a queda ou a quebra continuarem, marque uma consulta de diagnóstico capilar: avaliamos o couro cabeludo e o fio ao microscópio e montamos um cronograma à sua medida.'),
    ],
  },
  {
    slug: 'queda-de-cabelo-quando-procurar-ajuda', title: 'Queda de cabelo: o que é normal e quando procurar ajuda', category: 'saude-do-couro-cabeludo', author: 'Dra. Ana Macuácua',
    excerpt: 'Perder até 100 fios por dia é normal. Saiba reconhecer os sinais de que a queda merece uma consulta.', readTimeMinutes: 6,
    mainImage: blogImage('queda-de-cabelo'), featured: true, views: 1320, ageDays: 9,
    content: [
      p('Todos os dias perdemos entre 50 e 100 fios: é o ciclo natural do cabelo, em que fios velhos caem para dar lugar a novos. O problema começa quando a queda aumenta de repente, dura mais de três meses ou deixa zonas mais ralas.'),
      h('Causas mais frequentes'),
      p('Na clínica vemos sobretudo eflúvio telógeno (queda difusa dois a três meses depois de uma febre alta, um parto, uma cirurgia ou um período de stress), alopecia de tração (causada por tranças, rabos de cavalo e extensões muito apertados) e alopecia androgenética, que tem componente hereditária e afina o cabelo aos poucos.'),
      p('Anemia, alterações da tiroide, dietas muito restritivas e alguns medicamentos também podem causar queda. Por isso, a avaliação inclui perguntas sobre a sua saúde e, quando necessário, pedimos análises.'),
      h('Sinais para marcar consulta'),
      p('Marque uma consulta se vê o couro cabeludo com mais facilidade, se a risca está mais larga, se a linha da frente recuou, se há falhas redondas, ou se a queda vem com comichão, dor, vermelhidão ou descamação.'),
      p('Quanto mais cedo se trata, melhores são os resultados: muitos tipos de queda são reversíveis quando o folículo ainda está ativo.'),
    ],
  },
  {
    slug: 'microagulhamento-capilar-como-funciona', title: 'Microagulhamento capilar: como funciona e para quem é indicado', category: 'tratamentos', author: 'Enf.ª Celeste Nhantumbo',
    excerpt: 'O que acontece numa sessão, quantas são precisas e que resultados esperar no couro cabeludo, na barba e nas sobrancelhas.', readTimeMinutes: 7,
    mainImage: blogImage('microagulhamento'), images: [blogImage('microagulhamento-sessao'), blogImage('microagulhamento-resultados')], featured: true, views: 960, ageDays: 14,
    content: [
      p('O microagulhamento cria microcanais na pele com agulhas muito finas. Esses pequenos estímulos ativam a circulação e a produção de fatores de crescimento, e permitem que os ativos aplicados a seguir cheguem mais fundo.'),
      h('Como é uma sessão'),
      p('A sessão dura cerca de 60 minutos. Limpamos a zona, aplicamos anestésico tópico, fazemos o microagulhamento e aplicamos um ativo escolhido para o seu caso. Pode sentir um ligeiro ardor nas horas seguintes; no dia seguinte já pode lavar o cabelo normalmente.'),
      p('É indicado para alopecia androgenética, falhas na barba e sobrancelhas ralas. Não é indicado com infeções ativas no couro cabeludo, feridas, gravidez ou alguns problemas de coagulação: por isso começamos sempre com uma avaliação.'),
      h('Quantas sessões'),
      p('Os primeiros resultados aparecem por volta da terceira sessão. Recomendamos pacotes de 3 ou 6 sessões, com intervalos de 15 a 30 dias; os pacotes são válidos durante 6 meses.'),
      p('Para agendar, escolha o serviço, o pacote e o horário na página de microagulhamento. O sinal de 50% garante a reserva.'),
    ],
  },
  {
    slug: 'caspa-ou-dermatite-seborreica', title: 'Caspa ou dermatite seborreica? Saiba distinguir', category: 'saude-do-couro-cabeludo', author: 'Dra. Ana Macuácua',
    excerpt: 'Flocos brancos nem sempre são só caspa. Veja as diferenças e o que pode fazer em casa.', readTimeMinutes: 4,
    mainImage: blogImage('caspa-dermatite'), views: 610, ageDays: 21,
    content: [
      p('A caspa são flocos finos, brancos e secos, que aparecem nos ombros e pioram com o tempo seco. A dermatite seborreica tem escamas mais grossas e amareladas, com vermelhidão e comichão, e pode aparecer também nas sobrancelhas, atrás das orelhas e nos lados do nariz.'),
      h('O que pode fazer em casa'),
      p('Use um shampoo anticaspa com piroctona olamina, zinco ou melaleuca dois a três dias por semana, deixando atuar 2 a 3 minutos. Evite óleos pesados diretamente no couro cabeludo enquanto houver descamação, e lave as toucas e fronhas com frequência.'),
      p('Não coce nem arranque as escamas: as feridas abrem a porta a infeções.'),
      h('Quando procurar a clínica'),
      p('Se ao fim de quatro semanas não houver melhoria, se houver feridas, dor ou queda associada, marque uma consulta. Alguns casos precisam de tratamento médico dirigido.'),
    ],
  },
  {
    slug: 'trancas-sem-danos', title: 'Tranças e extensões sem danos: antes, durante e depois', category: 'cuidados-capilares', author: 'Marta Sitoe',
    excerpt: 'Tranças protegem o cabelo, mas só quando bem feitas. O nosso guia para não perder a linha da frente.', readTimeMinutes: 6,
    mainImage: blogImage('trancas'), images: [blogImage('trancas-cuidados')], views: 1480, ageDays: 30,
    content: [
      p('As tranças são um penteado protetor: deixam o cabelo descansar do pente e do calor. Mas tranças apertadas ou pesadas durante muitos meses são a principal causa de alopecia de tração que vemos em Maputo.'),
      h('Antes de entrançar'),
      p('Lave, hidrate e desembarace bem o cabelo. Uma reconstrução leve na semana anterior ajuda os fios a aguentar o peso. Escolha extensões leves e tranças de espessura média.'),
      h('Durante'),
      p('Se sentir dor, ver bolinhas na raiz ou não conseguir dormir, a trança está apertada demais: peça para refazer. Limpe o couro cabeludo uma vez por semana com um pano húmido ou shampoo diluído, e use um sérum calmante se houver comichão.'),
      h('Depois'),
      p('Não deixe as tranças mais de 6 a 8 semanas. Ao desfazer, use bastante condicionador e paciência; faça uma hidratação profunda e deixe o cabelo descansar pelo menos duas semanas antes do próximo penteado.'),
    ],
  },
  {
    slug: 'oleos-mocambicanos-mafura-marula-coco', title: 'Mafura, marula e coco: os óleos da nossa terra para o cabelo', category: 'dicas', author: 'Joana Mondlane',
    excerpt: 'Três óleos produzidos em Moçambique, o que cada um faz e como usá-los na rotina.', readTimeMinutes: 5,
    mainImage: blogImage('oleos-mocambicanos'), featured: true, views: 720, ageDays: 40,
    content: [
      p('Moçambique produz alguns dos melhores óleos vegetais para o cabelo. Muitos são extraídos por cooperativas de mulheres em Inhambane e Gaza, e estão na nossa prateleira.'),
      h('Mafura'),
      p('Da árvore Trichilia emetica, a mafura dá uma manteiga rica, que sela a hidratação e protege do sol. É ótima como último passo do método LOC em cabelos crespos.'),
      h('Marula'),
      p('Leve e rico em antioxidantes, o óleo de marula absorve depressa e não pesa: ideal para pontas e para dar brilho a cabelos finos.'),
      h('Coco'),
      p('O óleo de coco virgem é dos poucos que penetram no fio. Usado como pré-shampoo, reduz a perda de proteína durante a lavagem. Abaixo dos 24 °C fica sólido: basta aquecer nas mãos.'),
      p('Uma regra simples: óleo não hidrata, sela. Aplique sempre sobre o cabelo húmido ou depois de um leave-in.'),
    ],
  },
  {
    slug: 'consulta-de-diagnostico-capilar-o-que-esperar', title: 'Consulta de diagnóstico capilar: o que esperar', category: 'tratamentos', author: 'Enf.ª Celeste Nhantumbo',
    excerpt: 'Como preparar-se, o que avaliamos e o que leva para casa depois da consulta.', readTimeMinutes: 4,
    mainImage: blogImage('consulta-diagnostico'), views: 530, ageDays: 55,
    content: [
      p('A consulta de diagnóstico capilar dura cerca de uma hora e pode ser presencial, na clínica, ou online, por videochamada.'),
      h('Como preparar-se'),
      p('Venha com o cabelo lavado há um ou dois dias e sem produtos de finalização, para podermos ver o couro cabeludo tal como é. Traga uma lista dos produtos que usa e, se tiver, análises recentes. Chegue 10 minutos antes.'),
      h('O que avaliamos'),
      p('Fazemos perguntas sobre a sua saúde, alimentação e rotina, observamos o couro cabeludo com tricoscópio e testamos a elasticidade e a porosidade do fio. No fim, explicamos o diagnóstico e propomos um plano de tratamento.'),
      p('Leva para casa um cronograma capilar personalizado e a lista de produtos recomendados. A confirmação da marcação chega por WhatsApp em até 24 horas.'),
    ],
  },
  {
    slug: 'transicao-capilar-guia', title: 'Transição capilar: um guia para deixar a química com calma', category: 'cuidados-capilares', author: 'Marta Sitoe',
    excerpt: 'Big chop ou transição longa? Como cuidar de duas texturas ao mesmo tempo sem desistir a meio.', readTimeMinutes: 7,
    mainImage: blogImage('transicao-capilar'), views: 890, ageDays: 70,
    content: [
      p('A transição capilar é o período em que deixa de fazer relaxamento ou alisamento e deixa crescer o cabelo natural. Durante meses convivem duas texturas, e a linha onde se encontram é frágil.'),
      h('Big chop ou transição longa'),
      p('O big chop corta logo toda a parte com química: é rápido e liberta. A transição longa vai cortando aos poucos, a cada dois ou três meses, e permite manter o comprimento. Não há escolha certa; há a que combina consigo.'),
      h('Cuidados essenciais'),
      p('Hidrate muito, desembarace sempre com condicionador e por secções, e evite o calor. Penteados como twists, bantu knots e tranças soltas ajudam a disfarçar a diferença de texturas.'),
      p('Reconstruções a cada 15 dias fortalecem a linha de demarcação. E seja paciente: um cabelo cresce em média um centímetro por mês.'),
    ],
  },
  {
    slug: 'rotina-noturna-touca-de-cetim', title: 'Rotina noturna: porque a touca de cetim faz diferença', category: 'dicas', author: 'Joana Mondlane',
    excerpt: 'Cinco minutos antes de dormir poupam horas de penteado e muitos fios partidos.', readTimeMinutes: 3,
    mainImage: blogImage('rotina-noturna'), views: 440, ageDays: 85,
    content: [
      p('As fronhas de algodão absorvem a humidade do cabelo e criam atrito durante a noite. Resultado: frizz, nós e pontas partidas de manhã.'),
      h('A rotina em três passos'),
      p('Primeiro, borrife um pouco de água ou leave-in nas pontas. Depois, prenda o cabelo num abacaxi (um rabo alto e solto) ou em tranças largas. Por fim, cubra com uma touca ou lenço de cetim, ou durma numa fronha de cetim.'),
      p('De manhã, basta soltar, borrifar um pouco de água e amassar os cachos com as mãos. Os penteados duram mais dias e lava menos vezes.'),
    ],
  },
  {
    slug: 'cabelo-sol-e-mar', title: 'Sol, mar e piscina: como proteger o cabelo no verão', category: 'dicas', author: 'Joana Mondlane',
    excerpt: 'Um fim de semana na Ponta do Ouro não tem de custar o seu cabelo. Proteção antes, durante e depois da praia.', readTimeMinutes: 4,
    mainImage: blogImage('sol-e-mar'), views: 380, ageDays: 120,
    content: [
      p('O sol degrada a queratina e desbota a cor; o sal e o cloro secam o fio. No verão moçambicano, o cabelo precisa de proteção extra.'),
      h('Antes'),
      p('Molhe o cabelo com água doce e aplique um leave-in com filtro UV ou um pouco de óleo nas pontas: o fio já molhado absorve menos água salgada ou com cloro.'),
      h('Depois'),
      p('Enxague com água doce logo que possa e lave com um shampoo suave ao fim do dia. Durante a semana seguinte, reforce a hidratação e a nutrição no seu cronograma.'),
      p('E não se esqueça do couro cabeludo: na risca, o sol também queima. Um chapéu ou lenço é o melhor protetor.'),
    ],
  },
];
