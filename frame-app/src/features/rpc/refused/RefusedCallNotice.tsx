import { ErrorCode } from '@porthole/shared-protocol'
import { Icon } from '../../../components/Icon/Icon.tsx'
import { SnackbarClose } from '../../../components/SnackbarClose/SnackbarClose.tsx'
import { useErrorMessage } from '../../../i18n/useErrorMessage.ts'
import './RefusedCallNotice.css'

export type RefusedCallNoticeProps = { onClose: () => void }

/**
 * SPEC §8 'Action not allowed': the embedded wallet refused a call of the page (a method
 * outside SPEC §5's split, 5103 to the host), said in the modal's language as an alert above
 * the view, until it is closed.
 */
export function RefusedCallNotice({ onClose }: RefusedCallNoticeProps) {
  const describe = useErrorMessage()
  return (
    <div className="ph-snackbar ph-snackbar--error" role="alert" data-testid="refused-call">
      <Icon name="warning" size={20} />
      <p className="ph-snackbar__text">{describe({ code: ErrorCode.rpcNotAllowed })}</p>
      <SnackbarClose onClose={onClose} />
    </div>
  )
}
