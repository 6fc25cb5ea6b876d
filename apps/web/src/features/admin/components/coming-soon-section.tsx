import { PageHeader, Panel } from './page-parts.tsx';

/** A section of the back office whose screens have not been built yet says so plainly. */
export function ComingSoonSection({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Panel>
        <div className="py-10 text-center">
          <p className="text-lg font-semibold text-plum-700">Disponível em breve</p>
          <p className="mx-auto mt-2 max-w-md text-sm text-ink/70">{description}</p>
        </div>
      </Panel>
    </>
  );
}
