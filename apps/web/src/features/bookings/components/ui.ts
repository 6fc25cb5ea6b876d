export const cardClass = 'rounded-2xl border border-plum-100 bg-white p-5 shadow-sm';
