import { useState } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './WalletImage.css'

/** A wallet icon (data URI or URL, always through <img>), or a neutral placeholder. */
export function WalletImage({ src, size = 40 }: { src?: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className="ph-wallet-image" style={{ width: size, height: size }}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name="wallet" size={Math.round(size * 0.5)} />
      )}
    </span>
  )
}
