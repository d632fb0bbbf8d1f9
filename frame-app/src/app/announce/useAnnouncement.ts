import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { connectionState, describeStatus } from '../../features/connection/index.ts'
import { useNetworks } from '../../features/networks/index.ts'
import { useI18n, useT } from '../../i18n/I18nContext.tsx'
import { type Announcement, announceChange } from './announceChange.ts'
import { announceSent } from './announceSent.ts'

/**
 * The live region's text: the connection status (connecting, declined, connected...), or the
 * last change worth telling (disconnected, switched network, a sent transfer's status) until the
 * next connect attempt.
 */
export function useAnnouncement(): string {
  const app = useFrameApp()
  const t = useT()
  const { locale } = useI18n()
  const state = useSelector(app.connection, connectionState)
  const context = useSelector(app.connection, (s) => s.context)
  const { networks, currentId } = useNetworks()
  const networkName = networks.find((n) => n.caipNetworkId === currentId)?.name ?? ''
  const previous = useRef({ state, caipNetworkId: currentId, networkName })
  const [change, setChange] = useState<Announcement | null>(null)
  useEffect(() => {
    const next = { state, caipNetworkId: currentId, networkName }
    const announced = announceChange(previous.current, next)
    previous.current = next
    if (announced) setChange(announced)
    else if (state === 'connecting' || state === 'reconnecting') setChange(null)
  }, [state, currentId, networkName])
  // A transfer sent from the frame: pending, then confirmed or failed.
  const { sent } = app.accountData
  useEffect(
    () =>
      sent.subscribe(() => {
        const last = sent.lastChange()
        if (last) setChange(announceSent(last.item, locale))
      }),
    [sent, locale],
  )
  const status = describeStatus(state, context)
  const busy = state === 'connecting' || state === 'reconnecting' || context.error !== null
  const message = change && !busy ? change : status
  return message ? t(message.key, message.params) : ''
}
