import { useId, useRef } from 'react';
import { formatFileSize } from '../../../components/ui/file-input.tsx';

export const RECEIPT_TOO_LARGE = 'O ficheiro deve ter no máximo 5MB';
export const RECEIPT_WRONG_TYPE = 'Apenas imagens PNG, JPG ou PDF são permitidos';
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'application/pdf'];

/** The browser's first check; the server decides again by the file's content. */
export function receiptProblem(file: File): string | null {
  if (file.size > MAX_BYTES) return RECEIPT_TOO_LARGE;
  const byName = /\.(png|jpe?g|pdf)$/i.test(file.name);
  if (!ACCEPTED.includes(file.type) && !byName) return RECEIPT_WRONG_TYPE;
  return null;
}

interface ReceiptUploadProps {
  file: File | null;
  onChange: (file: File | null) => void;
  onProblem: (message: string) => void;
  /** 0–1 while uploading */
  progress: number | null;
  label?: string;
  required?: boolean;
  /** Shown under the input and read out with it. */
  error?: string | null;
}

export function ReceiptUpload({ file, onChange, onProblem, progress, label = 'Comprovativo de pagamento', required, error }: ReceiptUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p className="text-xs text-ink/70">PNG, JPG ou PDF, até 5 MB.</p>
      <input
        ref={input}
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:font-medium file:text-plum-700"
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (chosen) {
            const problem = receiptProblem(chosen);
            if (problem) {
              onProblem(problem);
              e.target.value = '';
              onChange(null);
              return;
            }
          }
          onChange(chosen);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {file && (
        <div className="mt-2 flex items-center justify-between rounded-lg bg-plum-50 px-3 py-2 text-sm">
          <span>
            {file.name} <span className="text-ink/70">({formatFileSize(file.size)})</span>
          </span>
          <button
            type="button"
            className="text-plum-700 underline"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Remover
          </button>
        </div>
      )}
      {progress !== null && file && (
        <div className="mt-2">
          <progress className="h-2 w-full accent-plum-700" max={100} value={Math.round(progress * 100)} aria-label="Envio do comprovativo" />
          <p className="text-xs text-ink/70">A enviar comprovativo… {Math.round(progress * 100)}%</p>
        </div>
      )}
    </div>
  );
}
