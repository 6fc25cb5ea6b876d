import { useEffect, useId, useRef, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { controlClass } from '../../../components/ui/field.tsx';

interface HtmlEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string[];
}

const TOOLS: { label: string; title: string; run: () => void }[] = [
  { label: 'N', title: 'Negrito', run: () => document.execCommand('bold') },
  { label: 'I', title: 'Itálico', run: () => document.execCommand('italic') },
  { label: 'Título', title: 'Título de secção', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Parágrafo', title: 'Texto normal', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: '• Lista', title: 'Lista com marcas', run: () => document.execCommand('insertUnorderedList') },
  { label: '1. Lista', title: 'Lista numerada', run: () => document.execCommand('insertOrderedList') },
  // Ligação: asks in the app's dialog (below), so it is not a plain command.
  { label: 'Ligação', title: 'Inserir ligação', run: () => {} },
  { label: 'Limpar', title: 'Remover formatação', run: () => document.execCommand('removeFormat') },
];

/**
 * A small rich-text editor for product texts. What it produces is only a suggestion: the server
 * cleans every field against its allow-list before saving.
 */
export function HtmlEditor({ label, value, onChange, hint, error }: HtmlEditorProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const lastEmitted = useRef<string | null>(null);

  useEffect(() => {
    // Only external changes (loading, reverting) rewrite the editor; typing must not move the caret.
    if (!source && ref.current && value !== lastEmitted.current) ref.current.innerHTML = value;
  }, [value, source]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    lastEmitted.current = html;
    onChange(html === '<br>' ? '' : html);
  };

  const { prompt, dialog } = useConfirm();
  const insertLink = async () => {
    // The dialog takes the focus: keep the selection to put the link on it afterwards.
    const selection = window.getSelection();
    const range = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
    const url = await prompt({
      title: 'Inserir ligação',
      message: 'O texto selecionado passa a abrir este endereço.',
      confirmLabel: 'Inserir ligação',
      input: { label: 'Endereço (https://…)', type: 'url', required: true, validate: (v) => (/^(https?:\/\/|mailto:|tel:)/i.test(v.trim()) ? null : 'Use um endereço que comece por https://, mailto: ou tel:.') },
    });
    if (url === null) return;
    ref.current?.focus();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    document.execCommand('createLink', false, url.trim());
    emit();
  };

  const describedBy = [hint ? `${id}-hint` : null, error?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <span id={`${id}-label`} className="block text-sm font-medium text-ink">
          {label}
        </span>
        <button
          type="button"
          className="text-xs text-plum-700 underline-offset-2 hover:underline"
          onClick={() => {
            lastEmitted.current = null;
            setSource((s) => !s);
          }}
          aria-pressed={source}
        >
          {source ? 'Editor visual' : 'Editar HTML'}
        </button>
      </div>
      {source ? (
        <textarea aria-labelledby={`${id}-label`} aria-describedby={describedBy} value={value} onChange={(e) => onChange(e.target.value)} rows={8} className={`${controlClass} font-mono text-xs`} />
      ) : (
        <div className="mt-1 rounded-lg border border-plum-200 bg-white focus-within:border-plum-500">
          <div role="toolbar" aria-label={`Formatação: ${label}`} className="flex flex-wrap gap-1 border-b border-plum-100 p-1">
            {TOOLS.map((tool) => (
              <button
                key={tool.label}
                type="button"
                title={tool.title}
                aria-label={tool.title}
                className="rounded px-2 py-1 text-xs text-plum-700 hover:bg-plum-50"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  if (tool.label === 'Ligação') return void insertLink();
                  ref.current?.focus();
                  tool.run();
                  emit();
                }}
              >
                {tool.label}
              </button>
            ))}
          </div>
          <div
            ref={ref}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            contentEditable
            suppressContentEditableWarning
            onInput={emit}
            onBlur={emit}
            className="min-h-28 px-3 py-2 text-sm outline-none [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-plum-700 [&_a]:underline"
          />
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/60">
          {hint}
        </p>
      )}
      {error?.length ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error.join(' ')}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}
