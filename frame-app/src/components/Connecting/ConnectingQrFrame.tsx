import type { ReactNode } from 'react'
import './Connecting.css'

/**
 * The square frame a QR code (or its placeholder) sits in, dark on light in both themes: phone
 * scanners read inverted codes badly.
 */
export function ConnectingQrFrame(props: { busy?: boolean; children: ReactNode }) {
  return (
    <div className="ph-connecting__qr" aria-busy={props.busy ? true : undefined}>
      {props.children}
    </div>
  )
}
