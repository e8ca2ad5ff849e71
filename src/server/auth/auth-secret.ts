import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The session-signing secret: the configured one, or one generated on first start and kept in DATA_DIR. */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) {
    return configured;
  }
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // wx: if another instance wrote it first, this throws and we read theirs below.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
