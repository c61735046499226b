/** Text as a search compares it: French lower case, accents dropped ('Écru' finds 'ecru'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');
}

/** Whether every word of the search is found in one of the fields (any order, accents and case aside). */
export function matchesSearch(fields: readonly (string | null | undefined)[], search: string): boolean {
  const words = searchKey(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchKey(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
