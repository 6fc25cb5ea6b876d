import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** The look of every text input, select and textarea. */
export const controlClass =
  'mt-1 block w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-base text-ink placeholder:text-ink/40 focus:border-plum-500 disabled:bg-plum-50 disabled:text-ink/70 aria-[invalid=true]:border-red-500';

const labelClass = 'block text-sm font-medium text-ink';
const choiceClass = 'h-4 w-4 shrink-0 cursor-pointer accent-plum-700 disabled:cursor-not-allowed';

export type FieldError = string | readonly string[] | null | undefined;

const errorText = (error: FieldError) => (typeof error === 'string' ? error : (error ?? []).join(' ')) || null;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown beside the control and read out with it (aria-describedby); marks it aria-invalid. */
  error?: FieldError;
  /** Shows the required mark; TextField and friends also set `required` on the control. */
  required?: boolean;
  /** The label is read by screen readers only (a search box with a visible icon, a table filter). */
  labelHidden?: boolean;
  /** A fixed id, when something must focus the control by id (the checkout's first error). */
  id?: string;
  className?: string;
}

/** What a control needs to be wired to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

function Label({ htmlFor, id, required, hidden, children }: { htmlFor?: string; id?: string; required?: boolean; hidden?: boolean; children: ReactNode }) {
  const Tag = htmlFor ? 'label' : 'span';
  return (
    <Tag htmlFor={htmlFor} id={id} className={hidden ? 'sr-only' : labelClass}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </Tag>
  );
}

function Help({ id, hint, error }: { id: string; hint?: ReactNode; error: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint: ReactNode, error: string | null) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * A label, its control, a hint and the error, wired together. The control is rendered by the
 * child function with the props it needs: `<Field label="Data">{(c) => <input type="date" {...c} />}</Field>`.
 * Prefer TextField, SelectField, TextAreaField; use Field for anything else.
 */
export function Field({ label, hint, error, required, labelHidden, id: fixedId, className, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const id = fixedId ?? generated;
  const message = errorText(error);
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} hidden={labelHidden}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy(id, hint, message), 'aria-invalid': message ? true : undefined, className: controlClass })}
      <Help id={id} hint={hint} error={message} />
    </div>
  );
}

type Own = FieldProps & { controlClassName?: string };

export function TextField({ label, hint, error, required, labelHidden, id, className, controlClassName, ref, ...input }: Own & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} hint={hint} error={error} required={required} labelHidden={labelHidden} id={id} className={className}>
      {(c) => <input ref={ref} required={required} {...input} {...c} className={`${c.className} ${controlClassName ?? ''}`} />}
    </Field>
  );
}

export function TextAreaField({ label, hint, error, required, labelHidden, id, className, controlClassName, ref, ...textarea }: Own & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} hint={hint} error={error} required={required} labelHidden={labelHidden} id={id} className={className}>
      {(c) => <textarea ref={ref} required={required} {...textarea} {...c} className={`${c.className} ${controlClassName ?? ''}`} />}
    </Field>
  );
}

export function SelectField({ label, hint, error, required, labelHidden, id, className, controlClassName, children, ...select }: Own & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} error={error} required={required} labelHidden={labelHidden} id={id} className={className}>
      {(c) => (
        <select required={required} {...select} {...c} className={`${c.className} ${controlClassName ?? ''}`}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it (and an optional hint and error below). */
export function Checkbox({ label, hint, error, id: fixedId, className, ...input }: Omit<FieldProps, 'labelHidden' | 'required'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const id = fixedId ?? generated;
  const message = errorText(error);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, hint, message)}
          className={`mt-0.5 ${choiceClass}`}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
      </div>
      <div className="pl-6">
        <Help id={id} hint={hint} error={message} />
      </div>
    </div>
  );
}

export interface ChoiceOption<T extends string | number> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

type ChoiceLayout = 'list' | 'pills' | 'cards';

const LAYOUT: Record<ChoiceLayout, { group: string; option: string }> = {
  list: { group: 'grid gap-2', option: 'rounded-lg border border-plum-100 bg-white px-3 py-2.5' },
  pills: { group: 'flex flex-wrap gap-2', option: 'rounded-full border border-plum-200 bg-white px-4 py-2' },
  cards: { group: 'grid gap-3 sm:grid-cols-3', option: 'relative rounded-xl border-2 border-plum-100 bg-white p-4' },
};

interface ChoiceGroupProps<T extends string | number> extends Omit<FieldProps, 'labelHidden'> {
  options: readonly ChoiceOption<T>[];
  layout?: ChoiceLayout;
  /** Classes for the options' container (e.g. columns), replacing the layout's default. */
  groupClassName?: string;
  disabled?: boolean;
}

function ChoiceGroup<T extends string | number>({
  kind,
  name,
  label,
  hint,
  error,
  required,
  id: fixedId,
  className,
  options,
  layout = 'list',
  groupClassName,
  disabled,
  isChecked,
  onToggle,
}: ChoiceGroupProps<T> & { kind: 'radio' | 'checkbox'; name: string; isChecked: (v: T) => boolean; onToggle: (v: T, checked: boolean) => void }) {
  const generated = useId();
  const id = fixedId ?? generated;
  const message = errorText(error);
  const look = LAYOUT[layout];
  return (
    <div className={className}>
      <Label id={`${id}-label`} required={required}>
        {label}
      </Label>
      <div
        role={kind === 'radio' ? 'radiogroup' : 'group'}
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, hint, message)}
        aria-invalid={message && kind === 'radio' ? true : undefined}
        aria-required={(required && kind === 'radio') || undefined}
        className={`mt-2 ${groupClassName ?? look.group}`}
      >
        {options.map((o) => (
          <label
            key={String(o.value)}
            className={`flex cursor-pointer items-start gap-2 text-sm text-ink has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-500 ${look.option}`}
          >
            <input
              type={kind}
              name={name}
              value={String(o.value)}
              checked={isChecked(o.value)}
              disabled={disabled || o.disabled}
              onChange={(e) => onToggle(o.value, e.target.checked)}
              className={`mt-0.5 ${choiceClass}`}
            />
            <span className="min-w-0 flex-1">
              <span className="block">{o.label}</span>
              {o.hint && <span className="block text-xs text-ink/70">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <Help id={id} hint={hint} error={message} />
    </div>
  );
}

/** One choice out of a few, every option visible (payment method, package, area). */
export function RadioGroup<T extends string | number>({ name, value, onChange, ...rest }: ChoiceGroupProps<T> & { name?: string; value: T | null; onChange: (value: T) => void }) {
  const generated = useId();
  return <ChoiceGroup {...rest} kind="radio" name={name ?? generated} isChecked={(v) => v === value} onToggle={(v) => onChange(v)} />;
}

/** Any number of choices (complaints). */
export function CheckboxGroup<T extends string | number>({ name, value, onChange, ...rest }: ChoiceGroupProps<T> & { name?: string; value: readonly T[]; onChange: (value: T[]) => void }) {
  const generated = useId();
  return (
    <ChoiceGroup
      {...rest}
      kind="checkbox"
      name={name ?? generated}
      isChecked={(v) => value.includes(v)}
      onToggle={(v, checked) => onChange(checked ? [...value, v] : value.filter((x) => x !== v))}
    />
  );
}

/** A form's own error (what the server said about the whole request), announced when it appears. */
export function FormError({ error, className = '' }: { error: unknown; className?: string }) {
  if (!error) return null;
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className={`rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}>
      {message}
    </div>
  );
}
