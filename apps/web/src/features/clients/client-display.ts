import { todayIso } from '@pelote/shared';

/** How the customers screens (list and profile) show a client. */

export const CLIENT_STATUS = { active: 'Client actif', new: 'Nouveau client' } as const;

export function clientFullName(client: { prenom: string; nom: string }): string {
  return `${client.prenom} ${client.nom}`;
}

/** Turnover above 0 gives 'Client actif'; otherwise 'Nouveau client'. */
export function isActiveClient(client: { chiffre_affaire: number }): boolean {
  return client.chiffre_affaire > 0;
}

/** Whole years from a 'yyyy-mm-dd' birth date to today (in the shops' time zone); null if unknown. */
export function ageInYears(birthDate: string | null, today: string = todayIso()): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/** '34 ans', '1 an'. */
export function formatAge(age: number): string {
  return `${age} ${age > 1 ? 'ans' : 'an'}`;
}
