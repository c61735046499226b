import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/utils';
import { NotFoundPage, normalizePath } from './not-found-page';

function CurrentPath() {
  const location = useLocation();
  return <p>Vous êtes sur {location.pathname}</p>;
}

function renderNotFound() {
  const router = createMemoryRouter(
    [
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: ['/404'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('404 page', () => {
  it('shows 404, the title and a way home', () => {
    renderNotFound();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(document.title).toBe('Page non trouvée · Pelote');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('/dashboard')).toBeInTheDocument();
  });

  it('goes to the typed path, adding the leading slash', async () => {
    const user = userEvent.setup();
    const router = renderNotFound();
    await user.type(screen.getByRole('textbox', { name: 'Aller à la page' }), 'clients');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Vous êtes sur /clients')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
  });

  it('submits with Enter, and keeps a path that already starts with a slash', async () => {
    const user = userEvent.setup();
    renderNotFound();
    await user.type(screen.getByRole('textbox', { name: 'Aller à la page' }), '/ventes{Enter}');
    expect(await screen.findByText('Vous êtes sur /ventes')).toBeInTheDocument();
  });

  it('stays put when the field is blank', async () => {
    const user = userEvent.setup();
    const router = renderNotFound();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(router.state.location.pathname).toBe('/404');
  });

  it('normalises paths', () => {
    expect(normalizePath(' stock ')).toBe('/stock');
    expect(normalizePath('/stock')).toBe('/stock');
    expect(normalizePath('//evil.example')).toBe('/evil.example');
    expect(normalizePath('   ')).toBeNull();
  });

  it('is where any unknown path leads', async () => {
    const { router } = renderApp({ initialEntries: ['/nimporte/quoi'] });
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
