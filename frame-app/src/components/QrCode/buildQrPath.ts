/** Modules of white border around the code: phones (and the ISO 18004 spec) want 4. */
export const QR_QUIET_ZONE = 4

export type QrMatrix = { size: number; isDark: (row: number, col: number) => boolean }

/**
 * One SVG path for the dark modules of a QR matrix, offset by the quiet zone, plus the full
 * side length (in modules) of the square it is drawn in.
 */
export function buildQrPath(matrix: QrMatrix): { path: string; side: number } {
  const parts: string[] = []
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.isDark(row, col))
        parts.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`)
    }
  }
  return { path: parts.join(''), side: matrix.size + QR_QUIET_ZONE * 2 }
}

/** The QR encoder's chunk: loaded by the first code drawn, or ahead of it by a caller. */
export const loadQrEncoder = () => import('qrcode')

/**
 * The QR matrix of `text` (qrcode loads lazily: it is not needed before the QR view). Level Q
 * (25 % recoverable) when a logo covers the centre, as AppKit draws it, else M.
 */
export async function createQrMatrix(text: string, withLogo = false): Promise<QrMatrix> {
  const { create } = await loadQrEncoder()
  const { modules } = create(text, { errorCorrectionLevel: withLogo ? 'Q' : 'M' })
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) }
}
