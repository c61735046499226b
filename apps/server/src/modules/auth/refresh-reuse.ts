/**
 * Refresh tokens already rotated away, remembered (in memory, bounded) with their session: a second
 * use of one means it leaked, so the session it belonged to is ended. After a restart the old token
 * is still refused, only without ending the session.
 */
export type RotatedTokens = {
  remember: (tokenHash: string, sessionId: string) => void;
  /** The session a rotated token belonged to, or undefined. */
  sessionOf: (tokenHash: string) => string | undefined;
};

export function createRotatedTokens(maxEntries = 10_000): RotatedTokens {
  const sessions = new Map<string, string>();
  return {
    remember(tokenHash, sessionId) {
      sessions.set(tokenHash, sessionId);
      for (const oldest of sessions.keys()) {
        if (sessions.size <= maxEntries) break;
        sessions.delete(oldest);
      }
    },
    sessionOf: (tokenHash) => sessions.get(tokenHash),
  };
}
