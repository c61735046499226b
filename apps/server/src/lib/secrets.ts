import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token-signing secret: JWT_SECRET when given, else one generated on first start and kept in
 * DATA_DIR/secrets.json, readable by the owner only.
 */
export function resolveJwtSecret(options: { fromEnv: string | undefined; dataDir: string }): string {
  if (options.fromEnv) return options.fromEnv;
  const file = path.join(options.dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return jwtSecret;
}
