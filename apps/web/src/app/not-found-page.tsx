import { House, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { usePageTitle } from '@/lib/page-title';

export const NOT_FOUND_TEXTS = {
  code: '404',
  title: 'Page non trouvée',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  searchLabel: 'Aller à la page',
  placeholder: '/dashboard',
  search: 'Rechercher',
  home: "Retour à l'accueil",
} as const;

/**
 * '/clients' stays, 'clients' becomes '/clients'; blank gives null. Several leading slashes
 * become one, so '//host' cannot leave the app.
 */
export function normalizePath(input: string): string | null {
  const path = input.trim();
  return path ? `/${path.replace(/^\/+/, '')}` : null;
}

/** /404: the page of an unknown address. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TEXTS.title);
  const navigate = useNavigate();
  const [path, setPath] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = normalizePath(path);
    if (target) navigate(target);
  }

  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <p className="text-6xl font-bold tracking-tight text-rose-700">{NOT_FOUND_TEXTS.code}</p>
      <h1 className="text-xl font-semibold text-stone-900">{NOT_FOUND_TEXTS.title}</h1>
      <p className="text-sm text-stone-600">{NOT_FOUND_TEXTS.text}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023. */}
      <form role="search" onSubmit={onSubmit} className="flex w-full gap-2">
        <label htmlFor="not-found-path" className="sr-only">
          {NOT_FOUND_TEXTS.searchLabel}
        </label>
        <input
          id="not-found-path"
          type="text"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          placeholder={NOT_FOUND_TEXTS.placeholder}
          autoCapitalize="none"
          spellCheck={false}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base shadow-sm sm:text-sm"
        />
        <button type="submit" className={buttonStyles()}>
          <Search aria-hidden="true" className="size-4" />
          {NOT_FOUND_TEXTS.search}
        </button>
      </form>
      <Link to="/" className={buttonStyles({ variant: 'ghost' })}>
        <House aria-hidden="true" className="size-4" />
        {NOT_FOUND_TEXTS.home}
      </Link>
    </div>
  );
}
