import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormError, TextAreaField, TextField } from './field.tsx';

export interface ConfirmOptions {
  /** The question, which names the dialog: "Remover a morada «Casa»?" */
  title: string;
  /** What happens if the person goes ahead. */
  message?: ReactNode;
  /** The action, in words: "Remover", "Sim, cancelar". */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone. */
  tone?: 'primary' | 'danger';
}

export interface TextAnswer {
  label: string;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
  type?: 'text' | 'url' | 'password';
  multiline?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A sentence when the text cannot be used, checked on confirming. */
  validate?: (value: string) => string | null;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** Asks for a text (a note, a link) with the answer. */
  input?: TextAnswer;
  /** The action is running: both buttons wait and Escape does nothing. */
  busy?: boolean;
  /** Why the action failed, shown inside the dialog. */
  error?: unknown;
  onConfirm: (text: string) => void;
  /** Cancel, Escape, the backdrop: never the action. */
  onCancel: () => void;
}

/** A confirmation before an action, optionally with a text to give with it. Cancel always cancels. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancelar', tone = 'primary', input, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const messageId = useId();
  const [text, setText] = useState(input?.defaultValue ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText(input?.defaultValue ?? '');
      setProblem(null);
    }
  }

  const submit = (event: FormEvent) => {
    // The dialog is portalled, but React still bubbles the submit to any form around its owner.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (input) {
      const value = text.trim();
      const found =
        input.required && !value
          ? `Preencha: ${input.label.toLowerCase()}.`
          : input.minLength && value.length < input.minLength && (value || input.required)
            ? `Escreva pelo menos ${input.minLength} caracteres.`
            : (input.validate?.(value) ?? null);
      if (found) {
        setProblem(found);
        inputRef.current?.focus();
        return;
      }
    }
    onConfirm(input ? text.trim() : '');
  };

  const cancel = () => {
    if (!busy) onCancel();
  };

  const field = input && {
    ref: inputRef,
    label: input.label,
    hint: input.hint,
    required: input.required,
    error: problem,
    value: text,
    maxLength: input.maxLength,
    disabled: busy,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      setProblem(null);
    },
  };

  return (
    <Dialog open={open} onClose={cancel} title={title} role="alertdialog" describedBy={message ? messageId : undefined} initialFocus={input ? inputRef : cancelRef}>
      <form onSubmit={submit} noValidate>
        {message && (
          <div id={messageId} className="text-sm text-ink/80">
            {message}
          </div>
        )}
        {field &&
          (input.multiline ? (
            <TextAreaField {...field} rows={3} className="mt-4" />
          ) : (
            <TextField {...field} type={input.type ?? 'text'} autoComplete="off" className="mt-4" />
          ))}
        <FormError error={error} className="mt-4" />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type Request = { id: number; options: ConfirmOptions; input?: TextAnswer; resolve: (answer: string | null) => void };
let nextRequest = 1;

/**
 * Asks and waits: `if (!(await confirm({ title: 'Remover…?', confirmLabel: 'Remover', tone: 'danger' }))) return;`
 * and `const note = await prompt({ …, input: { label: 'Nota' } })` (null when cancelled).
 * Render `dialog` somewhere in the component. Cancel, Escape, the backdrop, a second question and
 * leaving the page all answer "no".
 */
export function useConfirm() {
  const [request, setRequest] = useState<Request | null>(null);
  const current = useRef<Request | null>(null);

  const settle = useCallback((answer: string | null) => {
    const r = current.current;
    current.current = null;
    setRequest(null);
    r?.resolve(answer);
  }, []);

  useEffect(() => () => current.current?.resolve(null), []);

  const ask = useCallback(
    (options: ConfirmOptions, input?: TextAnswer) =>
      new Promise<string | null>((resolve) => {
        current.current?.resolve(null);
        const next = { id: nextRequest++, options, input, resolve };
        current.current = next;
        setRequest(next);
      }),
    [],
  );

  const confirm = useCallback(async (options: ConfirmOptions) => (await ask(options)) !== null, [ask]);
  const prompt = useCallback((options: ConfirmOptions & { input: TextAnswer }) => ask(options, options.input), [ask]);

  const dialog = request ? (
    <ConfirmDialog key={request.id} {...request.options} input={request.input} open onConfirm={(text) => settle(text)} onCancel={() => settle(null)} />
  ) : null;

  return { confirm, prompt, dialog };
}
