import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { compressImage } from '../../../lib/compress-image.ts';
import { formatFileSize } from '../../../components/ui/file-input.tsx';

export const PROOF_TOO_LARGE = 'O ficheiro deve ter no máximo 5MB';
export const PROOF_WRONG_TYPE = 'Apenas imagens PNG, JPG ou PDF são permitidos';
const MAX_BYTES = 5 * 1024 * 1024;

export interface UploadedProof {
  id: string;
  name: string;
  size: number;
}


/** A first look at the file in the browser; the server decides by the content. */
export function checkProofFile(file: File): string | null {
  const typeOk = /\.(png|jpe?g|pdf)$/i.test(file.name) || ['image/png', 'image/jpeg', 'application/pdf'].includes(file.type);
  if (!typeOk) return PROOF_WRONG_TYPE;
  if (file.size > MAX_BYTES) return PROOF_TOO_LARGE;
  return null;
}

/**
 * The proof of payment: sent as soon as it is chosen (with progress), then shown by name and
 * size in KB with a way to remove it. Large photos are made smaller in the browser first.
 */
export function ProofUpload({
  label,
  value,
  onChange,
  onBusyChange,
  upload,
  required,
  error,
}: {
  label: string;
  value: UploadedProof | null;
  onChange: (proof: UploadedProof | null) => void;
  onBusyChange?: (busy: boolean) => void;
  upload: (file: File, onProgress: (f: number) => void, signal: AbortSignal) => Promise<{ proof_id: string; name: string; size: number }>;
  required?: boolean;
  error?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const early = checkProofFile(file);
    if (early && early !== PROOF_TOO_LARGE) return fail(early);
    const ready = await compressImage(file);
    const late = checkProofFile(ready);
    if (late) return fail(late);
    abort.current?.abort();
    abort.current = new AbortController();
    setPending({ name: ready.name, size: ready.size });
    setProgress(0);
    onBusyChange?.(true);
    try {
      const stored = await upload(ready, setProgress, abort.current.signal);
      onChange({ id: stored.proof_id, name: stored.name, size: stored.size });
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setProblem(err instanceof ApiError ? err.message : 'Não foi possível enviar o comprovativo. Tente novamente.');
    } finally {
      setPending(null);
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = '';
    }
  };

  function fail(message: string) {
    setProblem(message);
    if (input.current) input.current.value = '';
  }

  const shown = problem ?? error;
  return (
    <div>
      <label htmlFor="proof-file" className="block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </label>
      <p id="proof-hint" className="text-xs text-ink/70">
        PNG, JPG ou PDF, até 5 MB.
      </p>
      {value ? (
        <div className="mt-2 flex items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-sm" data-testid="proof-file">
          <span className="min-w-0">
            <span className="block truncate font-medium">{value.name}</span>
            <span className="text-ink/70">{formatFileSize(value.size)}</span>
          </span>
          <button type="button" onClick={() => onChange(null)} className="text-plum-700 underline" aria-label={`Remover o comprovativo ${value.name}`}>
            Remover
          </button>
        </div>
      ) : (
        <input
          ref={input}
          id="proof-file"
          type="file"
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          disabled={pending !== null}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'proof-error' : 'proof-hint'}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:text-plum-700"
        />
      )}
      {pending && progress !== null && (
        <div className="mt-2 text-sm">
          <p>
            A enviar {pending.name} ({formatFileSize(pending.size)})...
          </p>
          <div role="progressbar" aria-label="Envio do comprovativo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="mt-1 h-2 overflow-hidden rounded-full bg-plum-100">
            <div className="h-full bg-plum-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {shown && (
        <p id="proof-error" role="alert" className="mt-1 text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
