import { useState } from 'react'
import './TokenIcon.css'

/**
 * A token or NFT image, or the first letter of its name on a tinted disc when there is no
 * image or it cannot load (the frame's CSP allows https, data: and the api's own images, such as NFT images it serves).
 */
export function TokenIcon(props: { src: string; name: string; size?: number; square?: boolean }) {
  const [broken, setBroken] = useState(false)
  const size = props.size ?? 36
  const className = `ph-token-icon${props.square ? ' ph-token-icon--square' : ''}`
  if (!props.src || broken) {
    return (
      <span
        className={`${className} ph-token-icon--monogram`}
        style={
          props.square
            ? { fontSize: size * 0.3 }
            : { width: size, height: size, fontSize: size * 0.42 }
        }
        aria-hidden="true"
        data-testid="monogram"
      >
        {(props.name.trim()[0] ?? '?').toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className={className}
      src={props.src}
      alt=""
      width={size}
      height={size}
      onError={() => setBroken(true)}
    />
  )
}
