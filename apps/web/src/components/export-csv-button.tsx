import { csvFileName } from '@pelote/shared';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/invoice-download';
import { PlainButton } from './plain-button';

export const EXPORT_CSV_TEXTS = {
  label: 'Exporter (CSV)',
  busy: 'Export…',
  failed: (detail: string) => `Erreur lors de l'export : ${detail}`,
  empty: 'le fichier reçu est vide',
} as const;

const T = EXPORT_CSV_TEXTS;

/** A whole list may take a while to stream (300,000 sales): far past the API client's 10 s. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

export type ExportParams = Record<string, string | number | boolean | null | undefined>;

/** The list's query as its export takes it: every filter kept, the page left out, format=csv. */
export function exportParams(params: ExportParams): ExportParams {
  const { page: _page, page_size: _pageSize, ...filters } = params;
  return { ...filters, format: 'csv' };
}

/**
 * Downloads what a list shows, every page of it, as the server writes it (`?format=csv` beside the
 * list's own filters), through the API client (its token; a 401 ends the session).
 */
export async function downloadCsv(path: string, params: ExportParams, fileName: string): Promise<void> {
  const result = await apiClient.get<Blob>(path, {
    params: exportParams(params),
    headers: { Accept: 'text/csv' },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  if (!result.success) throw new Error(result.error);
  if (!result.data?.size) throw new Error(T.empty);
  saveFile(result.data, fileName);
}

type ExportCsvButtonProps = {
  /** The list's API path (the same the screen reads). */
  path: string;
  /** The list's query as the screen sends it (its page is left out). */
  params: ExportParams;
  /** The file's name before its date: 'ventes' saves 'ventes-2026-11-23.csv'. */
  name: string;
  /** The whole file name, where the day of the export is not the one to show. */
  fileName?: string;
  size?: 'sm' | 'md';
  label?: string;
};

/** 'Exporter (CSV)': the list as its filters show it, 'Export…' while it downloads, a French error. */
export function ExportCsvButton({
  path,
  params,
  name,
  fileName,
  size,
  label = T.label,
}: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(path, params, fileName ?? csvFileName(name));
    } catch (failure) {
      setError(T.failed(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex max-w-full flex-col gap-1">
      <PlainButton
        variant="secondary"
        size={size}
        icon={<FileDown aria-hidden="true" className="size-4" />}
        isPending={busy}
        pendingLabel={T.busy}
        onPress={() => void run()}
      >
        {label}
      </PlainButton>
      {error ? (
        <span role="alert" className="max-w-xs text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
