const COLOURS: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** Pending, confirmed, shipped, delivered and cancelled have colours; anything else is neutral. */
export function OrderStatusBadge({ text, label }: { text: string; label: string }) {
  return <span className={`inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${COLOURS[text] ?? 'bg-plum-50 text-ink'}`}>{label}</span>;
}
