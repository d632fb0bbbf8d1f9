import { sriOf } from './hashFile.mjs'

/** `src="…"` or `href="…"` naming a built asset: `/assets/x.js` (frame) or `./assets/x.js` (vault). */
const ASSET = /\s(src|href)="(?:\.?\/)(assets\/[^"]+)"/g

/**
 * `html` with an `integrity="sha384-…"` attribute after each asset URL it names (the entry
 * script, its modulepreloads and its stylesheet), read with `readAsset(path)`: a CDN that serves
 * other bytes under that name gets them refused (SECURITY #28). The tags already say
 * `crossorigin`, which integrity needs.
 */
export async function pinShellAssets(html, readAsset) {
  const integrity = new Map()
  for (const [, , path] of html.matchAll(ASSET))
    if (!integrity.has(path)) integrity.set(path, sriOf(await readAsset(path)))
  return html.replace(ASSET, (tag, _attribute, path) => `${tag} integrity="${integrity.get(path)}"`)
}
