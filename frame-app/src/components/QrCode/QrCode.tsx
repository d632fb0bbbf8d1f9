import { useEffect, useState } from 'react'
import { WalletImage } from '../WalletImage/WalletImage.tsx'
import { buildQrPath, createQrMatrix } from './buildQrPath.ts'
import './QrCode.css'

/**
 * A QR code as SVG, themed through `--ph-qr-dark` / `--ph-qr-light`, with its quiet zone, and
 * the wallet's logo in its centre when pairing with a wallet picked from the registry.
 */
export function QrCode({
  value,
  label,
  logo,
}: {
  value: string
  label: string
  logo?: string | null | undefined
}) {
  const [qr, setQr] = useState<{ value: string; path: string; side: number } | null>(null)
  useEffect(() => {
    let live = true
    createQrMatrix(value, Boolean(logo)).then((matrix) => {
      if (live) setQr({ value, ...buildQrPath(matrix) })
    })
    return () => {
      live = false
    }
  }, [value, logo])
  if (!qr || qr.value !== value) return <QrSkeleton label={label} />
  const svg = (
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
  if (!logo) return svg
  return (
    <>
      {svg}
      <span className="ph-qr__logo" data-testid="qr-logo">
        <WalletImage src={logo} size={52} />
      </span>
    </>
  )
}

/** The QR frame's placeholder while the pairing URI is made: three finder squares, shimmering. */
export function QrSkeleton({ label }: { label: string }) {
  return (
    <span className="ph-qr-skeleton" role="progressbar" aria-label={label}>
      <span className="ph-qr-skeleton__finder" />
      <span className="ph-qr-skeleton__finder" />
      <span className="ph-qr-skeleton__finder" />
    </span>
  )
}
