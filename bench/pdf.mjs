// Benchmark 5 (bench/RESULTS.md): invoices rendered per second, for a 3-line and a 60-line sale.
//   node --import tsx bench/pdf.mjs
// Renders in this process (no HTTP, no database), one after the other, after a warm-up.
import { renderInvoicePdf } from '../apps/server/src/modules/sales/index.ts';
import { machine, percentile } from './lib/server.mjs';

const SECONDS = Number(process.env.SECONDS ?? 10);

function sale(lines) {
  const items = Array.from({ length: lines }, (_, n) => ({
    id: n + 1,
    article: { id: n + 1, article_name: `Pelote mérinos n°${n + 1} — écrue`, article_type: 'laine' },
    quantite: 1 + (n % 3),
    prix_unitaire: 150_000,
    prix_total: 150_000 * (1 + (n % 3)),
  }));
  return {
    id: 1,
    numero_facture: 'FAC-2026-M01-000042',
    date_vente: new Date().toISOString(),
    total: items.reduce((sum, item) => sum + item.prix_total, 0),
    statut: 'validee',
    magasin: { id: 1, nom: 'Fil d’Or Cocody', quartier: 'Cocody' },
    client: {
      id: 1,
      nom: 'Kouassi',
      prenom: 'Aya',
      email: 'aya@exemple.ci',
      contact: '+225 07 00 00 00 00',
      adresse: 'Riviera 3',
    },
    vendeur: { id: 1, username: 'gerant.cocody' },
    annulee_at: null,
    items,
  };
}

async function measure(lines) {
  const input = sale(lines);
  for (let n = 0; n < 5; n++) await renderInvoicePdf(input);
  const times = [];
  let bytes = 0;
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    bytes = (await renderInvoicePdf(input)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const perSecond = times.length / (times.reduce((sum, t) => sum + t, 0) / 1000);
  return `| ${lines} lignes | ${perSecond.toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${(bytes / 1024).toFixed(0)} |`;
}

console.log(
  `Machine: ${machine()}; ${SECONDS} s par mesure, un rendu à la fois, police DejaVu Sans incorporée.\n`,
);
console.log('| facture | factures/s | p50 (ms) | p95 (ms) | taille (Kio) |\n|---|---|---|---|---|');
console.log(await measure(3));
console.log(await measure(60));
