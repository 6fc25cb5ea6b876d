import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { compressImage } from '../../lib/compress-image.ts';
import { Button } from './button.tsx';
import { Field, type FieldProps } from './field.tsx';
import { formatNumber } from '../../lib/format-number.ts';

/** What a file field takes: checked in the browser first; the server decides again by the content. */
export interface FileRule {
  accept: string;
  mimeTypes: readonly string[];
  extensions: RegExp;
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** The hint under the label. */
  describe: string;
}

/** Proofs of payment and booking receipts (the spec's messages). */
export const PAYMENT_FILE: FileRule = {
  accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
  extensions: /\.(png|jpe?g|pdf)$/i,
  maxBytes: 5 * 1024 * 1024,
  tooLarge: 'O ficheiro deve ter no máximo 5MB',
  wrongType: 'Apenas imagens PNG, JPG ou PDF são permitidos',
  describe: 'PNG, JPG ou PDF, até 5 MB.',
};

export function checkFile(file: File, rule: FileRule = PAYMENT_FILE): string | null {
  if (!rule.mimeTypes.includes(file.type) && !rule.extensions.test(file.name)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

const ONE_DECIMAL = { min: 1, max: 1 };
/** "12,3 KB", "1,4 MB". */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${formatNumber(bytes / 1024, ONE_DECIMAL)} KB` : `${formatNumber(bytes / 1024 / 1024, ONE_DECIMAL)} MB`;

export interface ChosenFile {
  name: string;
  size: number;
}

export interface FileInputProps<Sent = undefined> extends Omit<FieldProps, 'labelHidden'> {
  rule?: FileRule;
  /** The file chosen (or already sent): shown by name and size, with Remover. */
  value: ChosenFile | null;
  /** A file that passed the checks, photos above 1.5 MB already made smaller; with `send`, once it is stored, with the answer. */
  onChoose: (file: File, sent: Sent) => void;
  onRemove: () => void;
  /** 0–1 while the file is being sent with the form it belongs to. */
  progress?: number | null;
  /**
   * Sends the file as soon as it passes the checks (a proof of payment), showing the progress; a failure
   * is shown beside the field, and leaving the page cancels the sending.
   */
  send?: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<Sent>;
  /** True while `send` runs (a form that must wait for it). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** Redraw large JPEG/PNG photos smaller before they are sent (phones over 3G). */
  compressPhotos?: boolean;
  /** The accessible name of the remove button. */
  removeLabel?: string;
  /** Marks the chosen file's box for browser journeys. */
  testId?: string;
}

/** The one file field: proofs of payment, booking receipts, the stock sheet. */
export function FileInput<Sent = undefined>({
  label,
  hint,
  error,
  required,
  id,
  className,
  rule = PAYMENT_FILE,
  value,
  onChoose,
  onRemove,
  progress: formProgress = null,
  send,
  onBusyChange,
  disabled,
  compressPhotos = true,
  removeLabel,
  testId,
}: FileInputProps<Sent>) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [sendProgress, setSendProgress] = useState<number | null>(null);
  const [last, setLast] = useState<ChosenFile | null>(null);
  const statusId = useId();
  const sending = useRef<AbortController | null>(null);

  useEffect(() => () => sending.current?.abort(), []);

  const sendNow = async (file: File, transport: NonNullable<typeof send>) => {
    sending.current?.abort();
    const abort = (sending.current = new AbortController());
    setSendProgress(0);
    onBusyChange?.(true);
    try {
      onChoose(file, await transport(file, setSendProgress, abort.signal));
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setProblem(err instanceof ApiError ? err.message : 'Não foi possível enviar o ficheiro. Tente novamente.');
    } finally {
      setSendProgress(null);
      onBusyChange?.(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    const early = checkFile(file, rule);
    if (early && early !== rule.tooLarge) return setProblem(early);
    let ready = file;
    if (compressPhotos) {
      setPreparing(true);
      ready = await compressImage(file);
      setPreparing(false);
    }
    const late = checkFile(ready, rule);
    if (late) return setProblem(late);
    setLast({ name: ready.name, size: ready.size });
    if (send) return sendNow(ready, send);
    onChoose(ready, undefined as Sent);
  };

  const progress = formProgress ?? sendProgress;
  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Field label={label} hint={hint ?? rule.describe} error={problem ?? error} required={required} id={id} className={className}>
      {(c) => (
        <>
          {value ? (
            <div className="mt-2 flex items-center justify-between gap-3 rounded-xl border border-plum-200 bg-plum-50 p-3 text-sm" data-testid={testId}>
              <span className="min-w-0">
                <span className="block truncate font-medium">{value.name}</span>
                <span className="text-ink/70">{formatFileSize(value.size)}</span>
              </span>
              <Button
                variant="link"
                disabled={disabled || busy}
                aria-label={removeLabel ?? `Remover ${value.name}`}
                onClick={() => {
                  setProblem(null);
                  onRemove();
                }}
              >
                Remover
              </Button>
            </div>
          ) : (
            <input
              ref={input}
              {...c}
              type="file"
              accept={rule.accept}
              disabled={disabled || preparing || busy}
              onChange={(e) => void choose(e.target.files?.[0])}
              className="mt-2 block w-full cursor-pointer rounded-lg text-sm text-ink/80 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:font-medium file:text-plum-700 hover:file:bg-plum-200 disabled:cursor-not-allowed disabled:opacity-60"
            />
          )}
          <div id={statusId} aria-live="polite" className="text-sm">
            {/* What the field itself found comes after the picker closes or a sending ends: read out as it appears. */}
            {problem && <p className="sr-only">{problem}</p>}
            {preparing && <p className="mt-2 text-ink/70">A preparar a fotografia…</p>}
            {busy && (
              <div className="mt-2">
                <p className="text-ink/80">
                  A enviar {(value ?? last)?.name ?? 'o ficheiro'}
                  {(value ?? last) ? ` (${formatFileSize((value ?? last)!.size)})` : ''}… {percent}%
                </p>
                <progress
                  max={100}
                  value={percent}
                  aria-label={`Envio de ${(value ?? last)?.name ?? 'ficheiro'}`}
                  className="mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full bg-plum-100 [&::-moz-progress-bar]:bg-plum-500 [&::-webkit-progress-bar]:bg-plum-100 [&::-webkit-progress-value]:bg-plum-500"
                />
              </div>
            )}
          </div>
        </>
      )}
    </Field>
  );
}
