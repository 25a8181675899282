// The server key that protects two-step secrets at rest: authenticator secrets are stored encrypted
// (AES-256-GCM) and recovery codes as HMAC-SHA-256 digests, both under keys derived from one 256-bit key.
// The key comes from TWO_STEP_KEY, or else from the file two-step.key in the data folder, made (readable by
// the service user only) the first time it is needed. A copy of the database alone cannot sign anyone in.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

export const KEY_FILE = 'two-step.key';
const VERSION = 'v1';

export class TwoStepKey {
  readonly #seal: Buffer;
  readonly #digest: Buffer;

  constructor(master: Buffer) {
    if (master.length !== 32) throw new Error('The two-step key must be 32 bytes.');
    this.#seal = Buffer.from(hkdfSync('sha256', master, '', 'bright-schools two-step secret', 32));
    this.#digest = Buffer.from(hkdfSync('sha256', master, '', 'bright-schools recovery code', 32));
  }

  /** Encrypts an authenticator secret for storage: "v1.<iv>.<ciphertext>.<tag>", base64url. */
  seal(secret: Buffer, userId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#seal, iv);
    // The user's id is bound in: a secret copied onto another account's row does not decrypt.
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [VERSION, iv, body, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret back, or null when it was sealed under another key (or for another user) or is damaged. */
  open(sealed: string, userId: string): Buffer | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#seal, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    } catch {
      return null;
    }
  }

  /** What is stored of a recovery code (already normalised: ten lowercase characters). */
  recoveryDigest(code: string, userId: string): string {
    return createHmac('sha256', this.#digest).update(`${userId}:${code}`).digest('hex');
  }
}

const loaded = new Map<string, Promise<TwoStepKey>>();

async function readOrCreate(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFile(file);
}

/** The site's two-step key (read once per process). */
export function twoStepKey(config: Pick<Config, 'twoStepKey' | 'dataDir'>): Promise<TwoStepKey> {
  if (config.twoStepKey) {
    const from = `env:${config.twoStepKey}`;
    if (!loaded.has(from)) loaded.set(from, Promise.resolve(new TwoStepKey(Buffer.from(config.twoStepKey, 'hex'))));
    return loaded.get(from)!;
  }
  const file = path.join(config.dataDir, KEY_FILE);
  let key = loaded.get(file);
  if (!key) {
    key = readOrCreate(file).then((bytes) => new TwoStepKey(bytes));
    key.catch(() => loaded.delete(file));
    loaded.set(file, key);
  }
  return key;
}
