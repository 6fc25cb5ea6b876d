const blogDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Maputo' });
export const formatPostDate = (iso: string) => blogDate.format(new Date(iso));
