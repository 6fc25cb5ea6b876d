/** The spec's stars: the average floored, out of 5. */
export function Stars({ rating, count, size = 'sm' }: { rating: number; count?: number; size?: 'sm' | 'lg' }) {
  const full = Math.max(0, Math.min(5, Math.floor(rating)));
  const box = size === 'lg' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <p role="img" className="flex items-center gap-1 text-gold" aria-label={`Avaliação: ${full} de 5 estrelas${count !== undefined ? `, ${count} ${count === 1 ? 'avaliação' : 'avaliações'}` : ''}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className={box} fill={i < full ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5">
          <path strokeLinejoin="round" d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8Z" />
        </svg>
      ))}
      {count !== undefined && <span aria-hidden="true" className="ml-1 text-xs text-ink/70">({count})</span>}
    </p>
  );
}
