import { usePageMeta } from '../../lib/use-page-meta.ts';

/** A screen whose issue has not landed yet says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-plum-700">{title}</h1>
      <p className="mt-4 text-lg text-ink/70">Em breve</p>
    </section>
  );
}
