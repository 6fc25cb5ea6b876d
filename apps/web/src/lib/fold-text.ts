/** Lower case without accents: "Óleos" and "oleos" are the same word to someone typing on a phone. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether one of `fields` holds the typed text, accents and case aside; nothing typed matches everything. */
export function holdsTyped(typed: string, ...fields: (string | null | undefined)[]): boolean {
  const wanted = foldText(typed.trim());
  return !wanted || fields.some((field) => field && foldText(field).includes(wanted));
}
