import { TILL_MESSAGES, TILL_PATHS } from '@pelote/shared';
import { apiClient } from '@/lib/api-client';

/** 'rapport_Z-2026-M01-000001.pdf'. */
export function zReportFileName(numeroZ: string): string {
  return `rapport_${numeroZ.trim().replace(/[\\/:*?"<>|\s]+/g, '_')}.pdf`;
}

/**
 * Downloads a closed session's Z (GET /Caisses/{id}/rapport-z/pdf) and saves it. It goes through the
 * API client like every call (same token, same timeout, a 401 ends the session). Throws
 * TILL_MESSAGES.pdfFailed when the call fails or the file is empty.
 */
export async function downloadZReport(sessionId: number, numeroZ: string): Promise<void> {
  const result = await apiClient.get<Blob>(`${TILL_PATHS.session}/${sessionId}/rapport-z/pdf`, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) throw new Error(TILL_MESSAGES.pdfFailed);
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = zReportFileName(numeroZ);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
