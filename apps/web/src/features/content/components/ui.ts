export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900 disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full border border-plum-700 px-5 py-2.5 font-medium text-plum-700 hover:bg-plum-50';

const blogDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Maputo' });
export const formatPostDate = (iso: string) => blogDate.format(new Date(iso));
