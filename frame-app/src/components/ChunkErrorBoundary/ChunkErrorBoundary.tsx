import { Component, type ReactNode } from 'react'
import type { MessageKey } from '../../i18n/en.ts'
import { useT } from '../../i18n/I18nContext.tsx'
import { Button } from '../Button/Button.tsx'

type Props = {
  children: ReactNode
  /** Called before the children render again. */
  onRetry: () => void
  /** What the error says (default: this part of the modal could not load). */
  failedMessage?: MessageKey | undefined
}
type State = { failed: boolean }

/**
 * Keeps the modal usable when a lazy view's chunk cannot load (offline, a redeployed frame
 * whose old chunk is gone): the view shows an error with "Try again", which forgets the
 * failure (`onRetry`) and renders the children again, so the chunk loads again. Without it the whole modal would unmount.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ChunkError
        message={this.props.failedMessage ?? 'view.loadFailed'}
        onRetry={() => {
          this.props.onRetry()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

function ChunkError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="ph-load-error" role="alert">
      <p>{t(message)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('view.retry')}
      </Button>
    </div>
  )
}
