import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Tabs per the ARIA pattern: arrow keys move between tabs, only the active tab is in the tab order. */
export function ProductTabs({ tabs, initial }: { tabs: Tab[]; initial?: string }) {
  const [active, setActive] = useState(initial ?? tabs[0]?.id);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    setActive(tabs[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Informação do produto" className="flex gap-1 overflow-x-auto border-b border-plum-100">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="tab"
            type="button"
            id={`${base}-tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => onKey(e, i)}
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium ${active === t.id ? 'border-plum-700 text-plum-700' : 'border-transparent text-ink/70 hover:text-plum-700'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.id} role="tabpanel" id={`${base}-panel-${t.id}`} aria-labelledby={`${base}-tab-${t.id}`} hidden={active !== t.id} tabIndex={0} className="py-6 focus-visible:outline-offset-4">
          {/* Only the shown panel is rendered: less work before the page first paints. */}
          {active === t.id && t.content}
        </div>
      ))}
    </div>
  );
}

/** Product HTML, already cleaned on the server with an allow-list. */
export function ProductHtml({ html, empty }: { html: string; empty: string }) {
  if (!html.trim()) return <p className="text-ink/70">{empty}</p>;
  return (
    <div
      className="space-y-3 leading-relaxed [&_a]:text-plum-700 [&_a]:underline [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_td]:border-b [&_td]:border-plum-100 [&_td]:py-2 [&_th]:border-b [&_th]:border-plum-100 [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
