import { Link } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../lib/paths.ts';
import { StaticPage } from '../app/layout/static-page.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

const TEAM = [
  {
    name: 'Dra. Ana Macuácua',
    role: 'Tricologista e diretora clínica',
    bio: 'Faz os diagnósticos e acompanha os planos de tratamento da queda capilar e das doenças do couro cabeludo.',
  },
  {
    name: 'Enf.ª Celeste Nhantumbo',
    role: 'Enfermeira de tratamentos capilares',
    bio: 'Responsável pelo microagulhamento e pelos protocolos de tratamento feitos na clínica.',
  },
  {
    name: 'Marta Sitoe',
    role: 'Cabeleireira e especialista em tranças',
    bio: 'Ensina a cuidar do cabelo natural e a usar penteados protetores sem danificar a linha da frente.',
  },
  {
    name: 'Joana Mondlane',
    role: 'Consultora de produtos',
    bio: 'Ajuda cada cliente a montar a sua rotina e escolhe os produtos que chegam à nossa prateleira.',
  },
];

const VALUES = [
  {
    title: 'Diagnóstico antes do produto',
    text: 'Perceber a causa vem primeiro. Só depois recomendamos um tratamento ou um produto, e só o que for preciso.',
  },
  {
    title: 'Cabelo africano no centro',
    text: 'Crespos, cacheados, com tranças, com química ou em transição: os nossos cuidados partem da realidade dos cabelos de quem vive aqui.',
  },
  {
    title: 'Ingredientes da nossa terra',
    text: 'Mafura, marula, coco de Inhambane e embondeiro: trabalhamos com óleos moçambicanos e com as cooperativas que os produzem.',
  },
  { title: 'Preços claros', text: 'Publicamos os preços das consultas e tratamentos. O que vê no site é o que paga, sem surpresas.' },
];

export default function AboutPage() {
  usePageMeta('Sobre nós', 'A clínica capilar e loja de cuidados para o cabelo em Maputo: quem somos, como trabalhamos e a nossa equipa.');
  const { address, hours } = STORE_PROFILE;
  return (
    <StaticPage
      eyebrow="Sobre nós"
      title="Cuidado capilar profissional, feito em Maputo"
      lead={
        <p>
          A {STORE_PROFILE.name} junta uma clínica dedicada à saúde do cabelo e do couro cabeludo e uma loja com os produtos que usamos e
          recomendamos todos os dias.
        </p>
      }
    >
      <h2>A nossa história</h2>
      <p>
        Começámos como um pequeno salão na Polana, onde a pergunta mais ouvida era sempre a mesma: «porque é que o meu cabelo está a cair?».
        Percebemos que muitas clientes gastavam dinheiro em produtos que não resolviam o problema, porque ninguém tinha olhado para a causa.
      </p>
      <p>
        Foi assim que nasceu a clínica: um espaço onde cada caso começa com uma consulta de diagnóstico, com observação do couro cabeludo e
        do fio, e termina com um plano de cuidados à medida. A loja online veio depois, para que as nossas clientes de Maputo, da Matola, da
        Beira ou de Nampula possam continuar o tratamento em casa com os produtos certos.
      </p>

      <h2>O que fazemos</h2>
      <ul>
        <li>
          <strong>Consultas de diagnóstico capilar</strong>, presenciais ou online, para queda, quebra, caspa, couro cabeludo sensível e
          outras queixas. <Link to={paths.consultation()}>Marcar consulta</Link>.
        </li>
        <li>
          <strong>Tratamentos na clínica</strong>, como o microagulhamento capilar, de barba e de sobrancelhas, e serviços de cabeleireiro,
          manicure, pedicure e maquilhagem. <Link to={paths.services()}>Ver serviços e preços</Link>.
        </li>
        <li>
          <strong>Loja online</strong> com shampoos, condicionadores, máscaras, óleos, finalizadores e acessórios escolhidos pela nossa
          equipa, com entrega em todo o país. <Link to={paths.products()}>Ver produtos</Link>.
        </li>
      </ul>

      <h2>Como trabalhamos</h2>
      {VALUES.map((v) => (
        <div key={v.title}>
          <h3>{v.title}</h3>
          <p>{v.text}</p>
        </div>
      ))}

      <h2>A equipa</h2>
      <ul className="list-none! pl-0! grid gap-4 sm:grid-cols-2">
        {TEAM.map((member) => (
          <li key={member.name} className="mt-0! rounded-2xl border border-plum-100 bg-white p-5">
            <p className="font-semibold text-ink">{member.name}</p>
            <p className="text-sm text-gold-700">{member.role}</p>
            <p className="mt-2 text-sm">{member.bio}</p>
          </li>
        ))}
      </ul>

      <h2>Visite-nos</h2>
      <p>
        Estamos na {address.street}, {address.bairro}, {address.city}.
      </p>
      <ul>
        {hours.map((h) => (
          <li key={h.days}>
            {h.days}: {h.hours}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={paths.consultation()}
          className="rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white! no-underline! hover:bg-plum-900"
        >
          Marcar consulta capilar
        </Link>
        <Link to={paths.contact()} className="rounded-full border border-plum-700 px-5 py-2.5 font-medium no-underline! hover:bg-plum-50">
          Fale connosco
        </Link>
      </div>
    </StaticPage>
  );
}
