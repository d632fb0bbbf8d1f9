import { Button } from '../Button/Button.tsx'
import { ViewNote } from './ViewNote.tsx'

type RetryNoteProps = { message: string; retryLabel: string; onRetry: () => void }

/** A view's content that could not load: why, read out as an alert, over a full-width retry. */
export function RetryNote({ message, retryLabel, onRetry }: RetryNoteProps) {
  return (
    <div className="ph-retry-note">
      <ViewNote role="alert">{message}</ViewNote>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
