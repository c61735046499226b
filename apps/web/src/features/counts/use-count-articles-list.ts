import { useEffect, useState } from 'react';
import { useCountArticles } from './counts-api';

/**
 * The counting list's state: the search typed (sent a moment after the last key), 'Tout' or
 * 'Reste à compter', the page, and the lines they ask for.
 */
export function useCountArticlesList(id: number) {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [onlyLeft, setOnlyLeft] = useState(false);
  const [page, setPage] = useState(1);
  const articles = useCountArticles(id, { q: search, reste: onlyLeft, page });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [q]);

  return {
    q,
    setQ,
    onlyLeft,
    showOnlyLeft(only: boolean) {
      setOnlyLeft(only);
      setPage(1);
    },
    page,
    setPage,
    articles,
  };
}

export type CountArticlesList = ReturnType<typeof useCountArticlesList>;
