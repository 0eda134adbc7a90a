import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret generated once under DATA_DIR/keys and read back on later starts (dev and embedded modes,
 * like the JWT keys): every process of the machine shares it. `wx` makes a concurrent first start
 * keep whichever file was written first.
 */
export function generatedSecret(dataDir: string, fileName: string, generate: () => string): string {
  const dir = path.resolve(dataDir, 'keys');
  const file = path.join(dir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, `${generate()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
