// First: Zod must know about the CSP before any schema is built (as in main.tsx).
import '@/lib/zod-setup';
import { apiUrl, type Requester, sendHttp } from '@/lib/http-request';
import { offlineDb } from './offline-db';
import { watchOutboxCount } from './outbox-watch';
import type { FromWorker, ToWorker } from './upkeep-protocol';
import { type RoundReport, upkeepRound } from './upkeep-round';

/**
 * The device's upkeep off the screen's thread: the rounds the page asks for (send the outbox,
 * refresh the shop's copy) and the outbox's count. The copy of a shop is thousands of articles
 * and clients: downloaded, checked and stored here, it never holds up a tap on the screen.
 */

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

let stopWatching = () => {};

scope.onmessage = ({ data }) => {
  if (data.type === 'watch') {
    stopWatching();
    stopWatching = watchOutboxCount(data.user, (count) =>
      scope.postMessage({ type: 'outbox', user: data.user, count }),
    );
    return;
  }
  const request: Requester = async <T>(path: string, options: Parameters<Requester>[1] = {}) =>
    (
      await sendHttp<T>({
        url: apiUrl(path),
        method: options.method ?? 'GET',
        body: options.body,
        headers: options.headers,
        accessToken: data.accessToken,
        timeoutMs: options.timeoutMs ?? data.timeoutMs,
      })
    ).result;
  upkeepRound(offlineDb(data.round.user), request, data.round).then(
    (report: RoundReport) => scope.postMessage({ type: 'round-done', id: data.id, report }),
    (error: unknown) => scope.postMessage({ type: 'round-failed', id: data.id, message: String(error) }),
  );
};
