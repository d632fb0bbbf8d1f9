import type { ReactNode } from 'react'
import './Connecting.css'

export type ConnectingLayoutProps = {
  /** What the user waits on: a `ConnectingRing` (a wallet or provider) or a `ConnectingQrFrame`. */
  media: ReactNode
  title: ReactNode
  /** The title in the error colour (declined, failed). */
  failed?: boolean
  detail?: ReactNode
  /** Title and detail are read out at once when they appear (`role="alert"`). */
  alert?: boolean
  /** The actions and notes under the text (Try again, Copy link, Cancel...). */
  children?: ReactNode
}

/**
 * The layout every "connecting" view shares (ConnectingExternal, the WalletConnect QR,
 * ConnectingSocial, ConnectingFarcaster): the media on top, a title, a detail line and the
 * actions, centred in one column.
 *
 * @example
 * ```tsx
 * <ConnectingLayout
 *   media={<ConnectingRing state="waiting"><WalletImage src={icon} size={72} /></ConnectingRing>}
 *   title={t('connecting.continueIn', { name })}
 *   detail={t('connecting.accept')}
 * />
 * ```
 */
export function ConnectingLayout(props: ConnectingLayoutProps) {
  const text = (
    <>
      <p className={`ph-connecting__title${props.failed ? ' ph-connecting__title--error' : ''}`}>
        {props.title}
      </p>
      {props.detail ? <p className="ph-connecting__detail">{props.detail}</p> : null}
    </>
  )
  return (
    <div className="ph-connecting">
      {props.media}
      {props.alert ? (
        <div className="ph-connecting__notice" role="alert">
          {text}
        </div>
      ) : (
        text
      )}
      {props.children}
    </div>
  )
}
