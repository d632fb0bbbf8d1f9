import { useEffect, useState } from 'react'
import { buildQrPath, createQrMatrix } from './buildQrPath.ts'

/** A QR code as SVG, themed through `--ph-qr-dark` / `--ph-qr-light`, with its quiet zone. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [qr, setQr] = useState<{ value: string; path: string; side: number } | null>(null)
  useEffect(() => {
    let live = true
    createQrMatrix(value).then((matrix) => {
      if (live) setQr({ value, ...buildQrPath(matrix) })
    })
    return () => {
      live = false
    }
  }, [value])
  if (!qr || qr.value !== value) return null
  return (
    <svg
      className="ph-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.side} ${qr.side}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.side} height={qr.side} fill="var(--ph-qr-light)" />
      <path d={qr.path} fill="var(--ph-qr-dark)" />
    </svg>
  )
}
