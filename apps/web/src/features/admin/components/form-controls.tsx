import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-sm shadow-sm focus:border-plum-500 disabled:bg-plum-50 aria-[invalid=true]:border-red-500';
export const buttonClass = {
  primary: 'inline-flex items-center justify-center gap-2 rounded-lg bg-plum-700 px-4 py-2 text-sm font-medium text-white hover:bg-plum-900 disabled:opacity-50',
  secondary: 'inline-flex items-center justify-center gap-2 rounded-lg border border-plum-200 bg-white px-4 py-2 text-sm font-medium text-plum-700 hover:bg-plum-50 disabled:opacity-50',
  danger: 'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50',
  ghost: 'inline-flex items-center justify-center gap-1 rounded-md px-2 py-1 text-sm text-plum-700 hover:bg-plum-50 disabled:opacity-40',
} as const;

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string[] | string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  className?: string;
}

/** A label, its control, a hint and field errors, wired together for screen readers. */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  const describedBy = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': errors.length ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/60">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, error, className, ...input }: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(a11y) => <input {...input} {...a11y} className={inputClass} />}
    </Field>
  );
}

export function TextAreaField({ label, hint, error, className, ...input }: Omit<FieldProps, 'children'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(a11y) => <textarea {...input} {...a11y} className={inputClass} />}
    </Field>
  );
}

export function SelectField({ label, hint, error, className, children, ...select }: Omit<FieldProps, 'children'> & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(a11y) => (
        <select {...select} {...a11y} className={inputClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ label, hint, checked, onChange, disabled }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 h-4 w-4 rounded border-plum-200 accent-plum-700" aria-describedby={hint ? `${id}-hint` : undefined} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-ink/60">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A form-level error in a live region. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

export function Badge({ tone, children }: { tone: 'green' | 'red' | 'amber' | 'grey' | 'plum'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    grey: 'bg-gray-100 text-gray-700 ring-gray-200',
    plum: 'bg-plum-50 text-plum-700 ring-plum-200',
  };
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold text-plum-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-ink/70">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm sm:p-6" aria-label={title}>
      {(title || actions) && (
        <div className="mb-4 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold text-plum-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return <p className="mt-4 text-sm text-ink/60">{total} resultado(s)</p>;
  return (
    <nav aria-label="Paginação" className="mt-4 flex items-center justify-between gap-2 text-sm">
      <span className="text-ink/60">
        Página {page} de {lastPage} · {total} resultado(s)
      </span>
      <div className="flex gap-2">
        <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </button>
        <button type="button" className={buttonClass.secondary} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Seguinte
        </button>
      </div>
    </nav>
  );
}
