/** Perceived lightness of an `rgb(r, g, b)` colour, 0 (black) to 1 (white). */
function lightness(rgb: [number, number, number]): number {
  return (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) / 255
}

function parseRgb(color: string | undefined): [number, number, number] | undefined {
  const match = color && /^rgb\(\s*(\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\s*\)$/.exec(color.trim())
  if (!match) return undefined
  const channels = match.slice(1, 4).map((c) => Math.min(255, Number(c)))
  return channels as [number, number, number]
}

/** "Trust Wallet" → TW, "MetaMask" → MM (its capitals), "Argent" → AR. */
function initials(words: string[]): string {
  const [first = '?', second] = words
  if (second) return `${first[0]}${second[0]}`
  const capitals = first.match(/\p{Lu}/gu) ?? []
  return /\p{Ll}/u.test(first) && capitals.length >= 2
    ? capitals.slice(0, 2).join('')
    : first.slice(0, 2)
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A wallet's monogram (the first letters of its name) on its brand colour, for wallets whose
 * icon the registry data may not ship. Text is dark on light colours and white on dark ones;
 * a wallet without a colour gets a neutral grey.
 */
export function monogramSvg(name: string, color: string | undefined): string {
  const rgb = parseRgb(color) ?? [96, 105, 120]
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const letters = initials(words).toUpperCase()
  const ink = lightness(rgb) > 0.6 ? '#1f2328' : '#ffffff'
  const edge =
    lightness(rgb) > 0.9
      ? '<rect x="1" y="1" width="94" height="94" rx="23" fill="none" stroke="#d0d7de" stroke-width="2"/>'
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="rgb(${rgb.join(',')})"/>${edge}<text x="48" y="59" font-family="Inter, system-ui, sans-serif" font-size="32" font-weight="600" fill="${ink}" text-anchor="middle">${escapeXml(letters)}</text></svg>`
}
