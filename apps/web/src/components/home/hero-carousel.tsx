import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Picture } from '../ui/picture.tsx';

const SLIDES = [
  {
    title: 'Cabelo saudável começa com um bom diagnóstico',
    text: 'Produtos escolhidos pela nossa clínica capilar, para cabelos crespos, cacheados e lisos.',
    image: '/images/home/hero-1.svg',
  },
  {
    title: 'Tudo para o seu cronograma capilar',
    text: 'Hidratação, nutrição e reconstrução, com entrega em Maputo e em todo o país.',
    image: '/images/home/hero-2.svg',
  },
  {
    title: 'A clínica que cuida do seu couro cabeludo',
    text: 'Consultas de diagnóstico, microagulhamento e tratamentos com especialistas.',
    image: '/images/home/hero-3.svg',
  },
];

/** Spec: 3 slides, rotating every 5 s. */
export const HERO_INTERVAL_MS = 5000;

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
const noUpdates = () => () => {};

/**
 * The home hero: two calls to action and three slides. It rotates every 5 s, pauses while the
 * pointer or focus is inside or when the visitor pauses it, and stays still under reduced motion.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  // The other slides' images are asked for once the carousel first moves: the first view loads only the first (its largest paint).
  const [moved, setMoved] = useState(false);
  const show = (i: number) => {
    setActive(i);
    if (i !== 0) setMoved(true);
  };
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The server's HTML knows no visitor's motion setting: it is read once the page is live.
  const reducedMotion = useSyncExternalStore(noUpdates, prefersReducedMotion, () => false);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const stopped = pausedByVisitor ?? reducedMotion;
  const running = !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setActive((i) => (i + 1) % SLIDES.length);
      setMoved(true);
    }, HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="bg-gradient-to-b from-plum-50 to-cream"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="grid">
          {SLIDES.map((s, i) => (
            <div
              key={s.title}
              aria-roledescription="diapositivo"
              aria-label={`${i + 1} de ${SLIDES.length}`}
              aria-hidden={i !== active}
              className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${i === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {i === 0 ? (
                <h1 className="text-3xl font-semibold leading-tight text-plum-900 sm:text-4xl lg:text-5xl">{s.title}</h1>
              ) : (
                <p className="text-3xl font-semibold leading-tight text-plum-900 sm:text-4xl lg:text-5xl">{s.title}</p>
              )}
              <p className="mt-4 max-w-prose text-lg text-ink/80">{s.text}</p>
            </div>
          ))}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.products()} className="rounded-full bg-plum-700 px-6 py-3 font-medium text-white hover:bg-plum-900">
              Ver produtos
            </Link>
            <Link to={paths.about()} className="rounded-full border border-plum-700 px-6 py-3 font-medium text-plum-700 hover:bg-plum-50">
              Sobre nós
            </Link>
          </div>
          <div className="mt-8 flex items-center gap-3">
            {SLIDES.map((s, i) => (
              <button
                key={s.title}
                type="button"
                onClick={() => show(i)}
                aria-label={`Mostrar destaque ${i + 1} de ${SLIDES.length}`}
                aria-current={i === active ? 'true' : undefined}
                className="grid h-8 w-8 place-items-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-6 bg-plum-700' : 'w-2.5 bg-plum-200'}`} />
              </button>
            ))}
            <button type="button" onClick={() => setPausedByVisitor(!stopped)} className="ml-2 rounded-full px-3 py-1 text-sm text-plum-700 hover:bg-plum-100">
              {stopped ? 'Retomar' : 'Pausar'}
            </button>
          </div>
        </div>
        {/* The images' box from the first paint (8:7, their size): the text beside it is centred on it and never moves as they load. */}
        <div className="grid aspect-[8/7]">
          {SLIDES.map((s, i) =>
            i === 0 || moved ? (
              <Picture
                key={s.image}
                src={s.image}
                alt=""
                width={640}
                height={560}
                priority={i === 0}
                className={`col-start-1 row-start-1 h-auto w-full transition-opacity duration-500 motion-reduce:transition-none ${i === active ? 'opacity-100' : 'opacity-0'}`}
              />
            ) : null,
          )}
        </div>
      </div>
    </section>
  );
}
