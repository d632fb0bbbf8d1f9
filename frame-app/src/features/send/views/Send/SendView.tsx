import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { SendForm } from './SendForm.tsx'
import { SendPreview } from './SendPreview.tsx'
import { SendStatus } from './SendStatus.tsx'
import './SendView.css'

/**
 * Send (SPEC §1): one step per state of the send machine. The coordinator starts it for the
 * connected account (`app/watchViewLoading`); its balances follow (`watchSendBalances`).
 */
export function SendView() {
  const { state } = useSendFlow()

  if (state.matches('previewing')) return <SendPreview />
  if (
    state.matches('sending') ||
    state.matches('confirming') ||
    state.matches('pending') ||
    state.matches('failed')
  )
    return <SendStatus />
  return <SendForm />
}
