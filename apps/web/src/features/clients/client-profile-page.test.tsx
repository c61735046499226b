import {
  type Client,
  type ClientPurchaseSummary,
  clientAccountSchema,
  clientPurchaseSummarySchema,
  clientSchema,
  type JournalEntry,
  layawayPageSchema,
  paginatedSchema,
  type Sale,
  saleSchema,
} from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { journalResponse, journalRow } from '@/test/journal.test-support';
import { shopsResponse } from '@/test/shop.test-support';
import { checked, directionUser, errorResponse, fakeResponse, mockFetch, renderSignedIn } from '@/test/utils';
import { clientAwa } from './clients.test-support';

// The routes load their page on demand: a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const awa: Client = clientAwa();

const sale: Sale = checked(saleSchema, {
  id: 41,
  numero_facture: 'FAC-2026-M01-000007',
  date_vente: '2026-02-03T10:00:00.000Z',
  total: 325_050,
  statut: 'validee',
  magasin: { id: 1, nom: 'Plateau' },
  client: { id: 7, nom: 'Koné', prenom: 'Awa' },
  modes_paiement: ['especes'],
  retournee: null,
  items: [
    {
      id: 1,
      article: { id: 3, article_name: 'Laine mérinos', article_type: 'laine' },
      bain: '',
      quantite: 2,
      prix_unitaire: 150_000,
      prix_total: 300_000,
      quantite_retournee: 0,
    },
    {
      id: 2,
      article: { id: 4, article_name: 'Crochet 4 mm', article_type: 'accessoire' },
      bain: '',
      quantite: 1,
      prix_unitaire: 25_050,
      prix_total: 25_050,
      quantite_retournee: 0,
    },
  ],
});

const noPurchase: ClientPurchaseSummary = checked(clientPurchaseSummarySchema, {
  nombre_achats: 0,
  chiffre_affaire: 0,
  panier_moyen: 0,
  dernier_achat: null,
  top_articles: [],
});

function fakeServer(options: {
  client?: Client;
  summary?: ClientPurchaseSummary;
  sales?: Sale[];
  journal?: JournalEntry[];
}) {
  const calls: string[] = [];
  mockFetch((url) => {
    calls.push(url);
    if (url === '/Magasins/liste-magasins') return shopsResponse([]);
    if (url === '/Clients/clients-particuliers/detail/7') {
      return options.client
        ? fakeResponse(clientSchema, options.client)
        : errorResponse(404, { detail: 'Client non trouvé' });
    }
    if (url === '/Clients/clients-particuliers/detail/7/resume') {
      return options.summary
        ? fakeResponse(clientPurchaseSummarySchema, options.summary)
        : errorResponse(404, { detail: 'Client non trouvé' });
    }
    if (url.startsWith('/Mouvements/ventes/client/7/')) {
      const results = options.sales ?? [];
      return fakeResponse(paginatedSchema(saleSchema), {
        count: results.length,
        page: 1,
        page_size: 5,
        total_pages: 1,
        results,
      });
    }
    if (url.startsWith('/Journal/?')) return journalResponse(options.journal ?? []);
    if (url.startsWith('/MisesDeCote/?'))
      return fakeResponse(layawayPageSchema, {
        count: 0,
        page: 1,
        page_size: 5,
        total_pages: 0,
        results: [],
      });
    if (url.startsWith('/Clients/7/compte')) {
      return fakeResponse(clientAccountSchema, {
        solde_du: 0,
        solde_avoir: 0,
        plafond_credit: 0,
        disponible: 0,
        en_retard: 0,
        plus_ancienne_echeance: null,
        derniere_relance: null,
        mouvements: { count: 0, page: 1, page_size: 10, total_pages: 0, results: [] },
      });
    }
    return errorResponse(404, { detail: 'inconnu' });
  });
  return calls;
}

function openProfile(path = '/clients/7') {
  return renderSignedIn(path, directionUser);
}

describe('/clients/{clientId}', () => {
  it("says 'Client non trouvé' with its text and a way back", async () => {
    fakeServer({});
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Client non trouvé' })).toBeInTheDocument();
    expect(screen.getByText("Le client demandé n'existe pas ou a été supprimé.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux clients' })).toHaveAttribute('href', '/clients');
  });

  it('does not even ask the server for an id that cannot exist', async () => {
    const calls = fakeServer({});
    openProfile('/clients/abc');
    expect(await screen.findByRole('heading', { name: 'Client non trouvé' })).toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/Clients'))).toBe(false);
  });

  it("shows 'Jamais' and no article for a client who has bought nothing", async () => {
    fakeServer({ client: { ...awa, chiffre_affaire: 0 }, summary: noPurchase });
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Awa Koné', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Nouveau client')).toBeInTheDocument();
    expect(await screen.findByText('Jamais')).toBeInTheDocument();
    expect(await screen.findAllByText('Aucun article trouvé')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: "Pagination de l'historique des achats" })).toBeNull();
  });

  it('shows the figures, the top articles and the purchases with their lines', async () => {
    fakeServer({
      client: awa,
      sales: [sale],
      summary: {
        nombre_achats: 1,
        chiffre_affaire: 325_050,
        panier_moyen: 325_050,
        dernier_achat: sale.date_vente,
        top_articles: [
          {
            article_id: 3,
            article_name: 'Laine mérinos',
            article_type: 'laine',
            quantite: 2,
            total: 300_000,
          },
        ],
      },
    });
    openProfile();
    const stats = await screen.findByRole('region', { name: "Statistiques d'achat" });
    expect(stats).toHaveTextContent('Total achats1');
    expect(stats).toHaveTextContent('Dernier achat03/02/2026');
    expect(screen.getByRole('region', { name: 'Articles les plus achetés' })).toHaveTextContent('2 unités');
    const purchase = await screen.findByRole('article', { name: 'Facture FAC-2026-M01-000007' });
    expect(purchase).toHaveTextContent('2 articles');
    expect(within(purchase).getByText('2 x Laine mérinos')).toBeInTheDocument();
    expect(within(purchase).getByText('1 x Crochet 4 mm')).toBeInTheDocument();
    expect(purchase).toHaveTextContent('3 000,00 FCFA');
  });

  it("shows the client's 'Historique' when opened: who changed what, as sentences", async () => {
    const calls = fakeServer({
      client: awa,
      summary: noPurchase,
      journal: [
        journalRow({
          entite: 'client',
          entite_id: '7',
          entite_libelle: 'Awa Koné',
          utilisateur: { id: 2, username: 'koffi', nom: null },
          role: 'gerant',
          magasin: { id: 1, nom: 'Plateau' },
          changements: { contact: { avant: '0707070707', apres: '0101010101' } },
        }),
      ],
    });
    openProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Historique' }));
    expect(
      await screen.findByText("koffi a changé le contact d'Awa Koné : « 0707070707 » → « 0101010101 »"),
    ).toBeInTheDocument();
    expect(screen.getByText('02/03/2026 14:05 · Plateau · Gérant · 127.0.0.1 · Web')).toBeInTheDocument();
    const journalCalls = calls.filter((url) => url.startsWith('/Journal/'));
    expect(journalCalls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(journalCalls[0]?.split('?')[1]))).toEqual({
      page: '1',
      page_size: '5',
      entite: 'client',
      entite_id: '7',
    });
  });

  it("says 'Erreur lors du téléchargement du PDF' when the invoice cannot be downloaded", async () => {
    fakeServer({ client: awa, sales: [sale], summary: noPurchase });
    openProfile();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Télécharger la facture FAC-2026-M01-000007 en PDF' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du téléchargement du PDF');
  });
});
