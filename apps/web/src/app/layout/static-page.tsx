import type { ReactNode } from 'react';

/** The frame of a long-form page (policies, about): a readable column with a heading. */
export function StaticPage({
  title,
  eyebrow,
  updated,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  updated?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-plum-100 pb-8">
        {eyebrow && <p className="text-sm font-medium uppercase tracking-wider text-gold-700">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-semibold text-plum-700 sm:text-4xl">{title}</h1>
        {updated && <p className="mt-3 text-sm text-ink/70">Última atualização: {updated}</p>}
        {lead && <div className="mt-4 text-lg text-ink/80">{lead}</div>}
      </header>
      <div className="prose-page mt-6">{children}</div>
    </article>
  );
}
