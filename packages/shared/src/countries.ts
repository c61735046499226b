import worldCountries from 'world-countries';

/**
 * Countries and nationalities in French, from `world-countries` (kept out of the package index:
 * import '@pelote/shared/countries'). Codes are ISO 3166-1 alpha-2 ('CI', 'FR').
 */

export type CountryOption = { code: string; name: string };
export type NationalityOption = { code: string; label: string };

type CountryData = {
  cca2: string;
  independent: boolean;
  translations: Record<string, { common: string; official: string } | undefined>;
  demonyms?: Record<string, { f: string; m: string } | undefined>;
};

// `world-countries` has no `exports` map. Node (so tsx and Vitest too) loads its CommonJS entry and the
// default import is the array itself; Vite loads its ESM entry, which re-exports the JSON array as
// default. TypeScript's NodeNext resolution types that default import as `{ default: array }`, which
// is true of neither, so take the array wherever it is.
const loaded: unknown = worldCountries;
const data = (
  Array.isArray(loaded) ? loaded : (loaded as { default: unknown }).default
) as readonly CountryData[];

const byFrenchName = (a: string, b: string) => a.localeCompare(b, 'fr');

/** Every country and territory, by French common name ('Côte d'Ivoire', 'France', ...). */
export const countries: readonly CountryOption[] = data
  .map((country) => ({ code: country.cca2, name: country.translations.fra?.common ?? country.cca2 }))
  .sort((a, b) => byFrenchName(a.name, b.name));

const countryNames = new Map(countries.map((country) => [country.code, country.name]));

/** French feminine demonym ('Ivoirienne') of every country or territory that has one. */
const demonyms = new Map(
  data.flatMap((country) => {
    const label = country.demonyms?.fra?.f;
    return label ? [[country.cca2, label] as const] : [];
  }),
);

/**
 * The nationality select: the sovereign states (about 190; territories such as Réunion share their
 * state's nationality), labelled 'Ivoirienne', 'Française', ... Two states with the same adjective
 * (the two Congos) get the state's official name in brackets so they can be told apart.
 */
export const nationalities: readonly NationalityOption[] = (() => {
  const states = data.filter((country) => country.independent && demonyms.has(country.cca2));
  const count = new Map<string, number>();
  for (const state of states) {
    const label = demonyms.get(state.cca2) ?? '';
    count.set(label, (count.get(label) ?? 0) + 1);
  }
  return states
    .map((state) => {
      const label = demonyms.get(state.cca2) ?? '';
      const shared = (count.get(label) ?? 0) > 1;
      const official = state.translations.fra?.official ?? countryName(state.cca2);
      return { code: state.cca2, label: shared ? `${label} (${official})` : label };
    })
    .sort((a, b) => byFrenchName(a.label, b.label));
})();

const nationalityLabels = new Map(nationalities.map((option) => [option.code, option.label]));

/** French name of a country code ('CI' → 'Côte d'Ivoire'); an unknown code is returned as is. */
export function countryName(code: string): string {
  return countryNames.get(code.toUpperCase()) ?? code;
}

/**
 * French nationality of a country code ('CI' → 'Ivoirienne'), territories included
 * ('RE' → 'Réunionnaise'); an unknown code is returned as is.
 */
export function nationalityLabel(code: string): string {
  const upper = code.toUpperCase();
  return nationalityLabels.get(upper) ?? demonyms.get(upper) ?? code;
}
