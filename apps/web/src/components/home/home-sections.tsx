import { Link } from 'react-router';
import { whatsappLink } from '@shop/contract/store';
import { paths } from '../../lib/paths.ts';
import { Picture } from '../ui/picture.tsx';

export function ExploreBlocks() {
  return (
    <section aria-label="Comece aqui" className="mx-auto grid max-w-7xl gap-4 px-4 md:grid-cols-2">
      <div className="flex flex-col justify-between rounded-3xl bg-plum-700 p-6 text-plum-50 sm:p-8">
        <div>
          <h2 className="text-2xl font-semibold text-white">Explorar produtos</h2>
          <p className="mt-2 max-w-md">Shampoos, máscaras, óleos e finalizadores para cada tipo de cabelo, com stock e preços sempre atualizados.</p>
        </div>
        <Link to={paths.products()} className="mt-6 self-start rounded-full bg-white px-5 py-2.5 font-medium text-plum-700 hover:bg-plum-50">
          Ver catálogo
        </Link>
      </div>
      <div className="flex flex-col justify-between rounded-3xl bg-gold/25 p-6 sm:p-8">
        <div>
          <h2 className="text-2xl font-semibold text-plum-900">Consulta de diagnóstico capilar</h2>
          <p className="mt-2 max-w-md text-ink/80">Uma avaliação completa do cabelo e do couro cabeludo, com um plano de tratamento feito para si.</p>
        </div>
        <Link to={paths.consultation()} className="mt-6 self-start rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900">
          Marcar consulta
        </Link>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  { name: 'Aida M.', place: 'Sommerschield', image: '/images/home/testimonial-1.svg', text: 'Depois da consulta percebi o que o meu cabelo precisava. Em três meses a queda parou.' },
  { name: 'Júlia C.', place: 'Matola', image: '/images/home/testimonial-2.svg', text: 'Encomendei ao fim da tarde e recebi no dia seguinte. Os produtos são mesmo bons para cabelo crespo.' },
  { name: 'Marta N.', place: 'Polana Cimento', image: '/images/home/testimonial-3.svg', text: 'O cronograma capilar mudou a textura do meu cabelo. Atendimento atencioso do princípio ao fim.' },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testemunhos" className="mx-auto max-w-7xl px-4">
      <h2 id="testemunhos" className="text-2xl font-semibold text-plum-900">
        O que dizem as nossas clientes
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-3xl border border-plum-100 bg-white p-6">
              <blockquote className="flex-1 text-ink/90">“{t.text}”</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <Picture src={t.image} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
                <span>
                  <span className="block font-medium">{t.name}</span>
                  <span className="block text-sm text-ink/70">{t.place}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

const GALLERY = [
  { src: '/images/home/gallery-1.svg', alt: 'Produtos de hidratação na montra da loja' },
  { src: '/images/home/gallery-2.svg', alt: 'Cliente depois de um tratamento capilar' },
  { src: '/images/home/gallery-3.svg', alt: 'Bancada de tratamentos da clínica' },
  { src: '/images/home/gallery-4.svg', alt: 'Óleos e séruns para as pontas' },
  { src: '/images/home/gallery-5.svg', alt: 'Ficha de diagnóstico capilar' },
  { src: '/images/home/gallery-6.svg', alt: 'Sessão de microagulhamento' },
];

export function Gallery() {
  return (
    <section aria-labelledby="galeria" className="mx-auto max-w-7xl px-4">
      <h2 id="galeria" className="text-2xl font-semibold text-plum-900">
        A nossa loja e clínica
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {GALLERY.map((g) => (
          <li key={g.src} className="overflow-hidden rounded-2xl">
            <Picture src={g.src} alt={g.alt} width={400} height={300} className="aspect-[4/3] h-auto w-full object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ConsultationCallToAction() {
  return (
    <section aria-labelledby="consulta-cta" className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-plum-900 p-8 text-plum-50 md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h2 id="consulta-cta" className="text-2xl font-semibold text-white">
            Queda, quebra ou couro cabeludo sensível?
          </h2>
          <p className="mt-2 max-w-xl">Marque uma consulta de diagnóstico: presencial em Maputo ou online, com um plano feito para o seu cabelo.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.consultation()} className="rounded-full bg-white px-5 py-2.5 font-medium text-plum-700 hover:bg-plum-50">
            Marcar consulta
          </Link>
          <a
            href={whatsappLink('Olá! Gostaria de marcar uma consulta de diagnóstico capilar.')}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-white/70 px-5 py-2.5 font-medium text-white hover:bg-white/10"
          >
            Falar no WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
