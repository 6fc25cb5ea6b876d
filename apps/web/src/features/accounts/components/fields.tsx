import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'mt-1 w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-ink focus:border-plum-500 disabled:bg-plum-50 aria-[invalid=true]:border-red-500';
export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-plum-700 px-5 py-2.5 font-medium text-plum-700 hover:bg-plum-50 disabled:opacity-50';
export const linkButton = 'text-sm font-medium text-plum-700 underline-offset-2 hover:underline';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled input with an optional hint and an error read out with it. */
export function Field({ label, hint, error, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The authentication error, in a red box (spec 1 §2). */
export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-plum-50 px-4 py-3 text-sm text-plum-900">{children}</p>;
}
