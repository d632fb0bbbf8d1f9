import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './Connecting.css'
import { STATUS_MARK, STATUS_MARK_FAILED, STATUS_MARK_SUCCESS } from '../StatusMark/statusMark.ts'

/**
 * A wallet's, provider's or network's image in a rounded ring: spinning while waiting, with a
 * warning badge once it failed, a check once done, or still (nothing to wait on, like a
 * blocked popup).
 */
export function ConnectingRing(props: {
  state: 'waiting' | 'failed' | 'done' | 'still'
  children: ReactNode
}) {
  return (
    <div
      className={`ph-connecting__ring${props.state === 'failed' ? ' ph-connecting__ring--error' : ''}`}
    >
      {props.children}
      {props.state === 'failed' || props.state === 'done' ? (
        <span
          className={`${STATUS_MARK} ${props.state === 'failed' ? STATUS_MARK_FAILED : STATUS_MARK_SUCCESS} ph-connecting__badge`}
        >
          <Icon name={props.state === 'failed' ? 'warning' : 'check'} size={14} />
        </span>
      ) : props.state === 'waiting' ? (
        <svg className="ph-connecting__spinner" viewBox="0 0 100 100" aria-hidden="true">
          <rect className="ph-connecting__track" x="2" y="2" width="96" height="96" rx="30" />
          <rect x="2" y="2" width="96" height="96" rx="30" pathLength="100" />
        </svg>
      ) : null}
    </div>
  )
}
