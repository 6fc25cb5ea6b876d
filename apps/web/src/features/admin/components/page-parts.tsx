import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

// The back office's page frame: its classes stay in the admin stylesheet (decision 063), so these live in
// the feature rather than in components/ui. Fields and buttons come from components/ui.

export type BadgeTone = 'green' | 'red' | 'amber' | 'grey' | 'plum';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  grey: 'bg-gray-100 text-gray-700 ring-gray-200',
  plum: 'bg-plum-50 text-plum-700 ring-plum-200',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-plum-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink/70">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-6" aria-label={title}>
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-2">
          {title && <h2 className="min-w-0 text-base font-semibold text-plum-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return <p className="mt-4 text-sm text-ink/60">{total} resultado(s)</p>;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2 text-sm">
      <span className="text-ink/60">
        Página {page} de {lastPage} · {total} resultado(s)
      </span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Seguinte
        </Button>
      </div>
    </nav>
  );
}
