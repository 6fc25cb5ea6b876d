import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex items-center justify-center gap-2 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-plum-700 text-white hover:bg-plum-900',
  secondary: 'rounded-full border border-plum-700 bg-white text-plum-700 hover:bg-plum-50',
  ghost: 'rounded-full text-plum-700 hover:bg-plum-50',
  danger: 'rounded-full bg-red-700 text-white hover:bg-red-800',
  link: 'rounded text-plum-700 underline-offset-2 hover:underline',
};

// Touch targets: md and lg are at least 44 px high, sm 36 px (dense tables and toolbars).
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-12 px-6 py-3 text-base',
  icon: 'h-10 w-10 shrink-0',
};

/** The header's round icon controls: one box for all, so nothing moves when one is swapped for another (the cart's link for its button). */
export const headerIconButton =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink/80 hover:bg-plum-50 hover:text-plum-700 focus-visible:bg-plum-50';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  className?: string;
}

/**
 * The classes of a button, for the few elements that must look like one without being one (a
 * router `<Link>` to another page). Anything that acts on the page is a `<Button>`.
 */
export function buttonClass({ variant = 'primary', size = 'md', block = false, className }: ButtonStyle = {}): string {
  const sizing = variant === 'link' && size !== 'icon' ? 'text-sm' : SIZES[size];
  return [BASE, VARIANTS[variant], sizing, block ? 'w-full' : '', className ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyle, 'className'> {
  /** Busy: disabled, marked aria-busy, with a spinner; `loadingText` replaces the label meanwhile. */
  loading?: boolean;
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, loading = false, loadingText, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block, className })}
      {...rest}
    >
      {loading && <Spinner />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent`} />;
}
