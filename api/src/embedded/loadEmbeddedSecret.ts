import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * The embedded-login secret: `hex` from configuration when given; otherwise the one in `file`,
 * generated (mode 0600) on first use. For development on PGlite; production sets EMBEDDED_SECRET.
 */
export async function loadEmbeddedSecret(
  hex: string | undefined,
  file: string,
): Promise<Uint8Array> {
  if (hex) return Uint8Array.from(Buffer.from(hex, 'hex'))
  const stored = await readFile(file, 'utf8').catch(() => undefined)
  if (stored && /^[0-9a-f]{64}$/.test(stored.trim()))
    return Uint8Array.from(Buffer.from(stored.trim(), 'hex'))
  const fresh = randomBytes(32)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, fresh.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process wrote it first: use theirs.
  })
  const written = (await readFile(file, 'utf8')).trim()
  return Uint8Array.from(Buffer.from(written, 'hex'))
}
