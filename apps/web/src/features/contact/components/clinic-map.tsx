import { STORE_PROFILE } from '@shop/contract/store';

/**
 * A drawn map of the clinic's corner of Polana Cimento: no third-party script, cookie or tracker.
 * The link opens the exact spot on OpenStreetMap.
 */
export function ClinicMap() {
  const a = STORE_PROFILE.address;
  return (
    <figure className="overflow-hidden rounded-2xl border border-plum-100 bg-white">
      <svg viewBox="0 0 400 240" role="img" aria-labelledby="mapa-titulo" className="h-auto w-full">
        <title id="mapa-titulo">{`Mapa: ${STORE_PROFILE.name}, ${a.street}, ${a.bairro}, ${a.city}`}</title>
        <rect width="400" height="240" fill="#f3efe6" />
        <rect x="250" y="0" width="150" height="240" fill="#cfe3ef" />
        <text x="330" y="225" fontSize="11" fill="#5a7a90" textAnchor="middle">Baía de Maputo</text>
        <g stroke="#ffffff" strokeLinecap="round">
          <line x1="0" y1="70" x2="250" y2="70" strokeWidth="10" />
          <line x1="0" y1="160" x2="250" y2="160" strokeWidth="10" />
          <line x1="130" y1="0" x2="130" y2="240" strokeWidth="14" />
          <line x1="40" y1="0" x2="40" y2="240" strokeWidth="8" />
          <line x1="215" y1="0" x2="215" y2="240" strokeWidth="8" />
        </g>
        <rect x="150" y="88" width="50" height="52" rx="4" fill="#e4c8da" />
        <rect x="55" y="88" width="60" height="52" rx="4" fill="#e8e2d4" />
        <rect x="55" y="178" width="60" height="50" rx="4" fill="#dbe8d0" />
        <text x="136" y="232" fontSize="10" fill="#6b6169" transform="rotate(-90 136 232)">Av. Julius Nyerere</text>
        <text x="60" y="64" fontSize="10" fill="#6b6169">Av. Mao Tse Tung</text>
        <g transform="translate(175 104)">
          <path d="M0 0c-9 0-16 7-16 16 0 12 16 28 16 28s16-16 16-28c0-9-7-16-16-16z" fill="#5b2a4e" />
          <circle cx="0" cy="16" r="6" fill="#fbf7f2" />
        </g>
        <text x="175" y="166" fontSize="11" fontWeight="600" fill="#3a1832" textAnchor="middle">Cabelo &amp; Clínica</text>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <span>
          {a.street}, {a.bairro}, {a.city}
        </span>
        <a href={a.mapUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-plum-700 underline">
          Abrir no OpenStreetMap
        </a>
      </figcaption>
    </figure>
  );
}
