export const inputClass =
  'mt-1 w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-ink placeholder:text-ink/40 focus:border-plum-500 disabled:bg-plum-50';
export const labelClass = 'block text-sm font-medium text-ink';
export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-plum-700 px-6 py-2.5 font-medium text-white hover:bg-plum-900 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-plum-700 px-6 py-2.5 font-medium text-plum-700 hover:bg-plum-50 disabled:cursor-not-allowed disabled:opacity-50';
export const cardClass = 'rounded-2xl border border-plum-100 bg-white p-5 shadow-sm';
