import { useEffect, useRef, useSyncExternalStore } from 'react'
import { Button } from '../../../../components/Button/Button.tsx'
import { useI18n } from '../../../../i18n/I18nContext.tsx'
import type { EmbeddedLogin } from '../../createEmbeddedLogin.ts'
import type { PasskeyLook } from '../../EmbeddedLoginState.ts'
import { useEmbeddedT } from '../../useEmbeddedT.ts'
import { describeErrorText } from '../EmailLogin/describeErrorText.ts'
import './PasskeyOffer.css'
import { STACK } from '../../../../components/Stack/stack.ts'

/**
 * The frame's primary button fill, text colour, font and theme where `element` sits, for the
 * vault's button, so the two look alike: read from a primary button in the slot (the frame's
 * own, or a hidden stand-in while the ceremony runs and the host may have switched the theme).
 */
function lookOf(element: HTMLElement, label: string): PasskeyLook {
  const own = element.querySelector('.ph-button--primary')
  const probe = own ? null : document.createElement('button')
  if (probe) {
    probe.className = 'ph-button ph-button--primary'
    probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none'
    probe.tabIndex = -1
    probe.setAttribute('aria-hidden', 'true')
    element.appendChild(probe)
  }
  const style = getComputedStyle((own ?? probe) as Element)
  const themeMode = element.closest('[data-theme="dark"]') ? ('dark' as const) : ('light' as const)
  const look = {
    label,
    accent: style.backgroundColor || '#0988f0',
    themeMode,
    text: style.color,
    font: `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`.slice(0, 400),
  }
  probe?.remove()
  return look
}

/**
 * "Create passkey" or "Use passkey": a slot the vault's own button is laid over (WebAuthn needs the click in
 * the vault's document), the words of what the passkey is for, and what went wrong. The
 * ceremony starts when the slot shows and is withdrawn when it goes.
 */
export function PasskeyOffer({
  login,
  label,
  why,
}: {
  login: EmbeddedLogin
  label: string
  /** What the passkey is for, above its button. */
  why: string
}) {
  const embeddedT = useEmbeddedT()
  const { locale } = useI18n()
  const state = useSyncExternalStore(login.subscribe, login.getState)
  const slot = useRef<HTMLDivElement>(null)
  const start = () => {
    if (slot.current)
      void login.startPasskey(
        slot.current,
        lookOf(slot.current, label),
        embeddedT('vaultFrameTitle'),
      )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ceremony starts once per showing
  useEffect(() => {
    start()
    // The host may switch the theme while the vault's button shows: it takes the new look.
    const themed = slot.current?.closest('[data-theme]')
    const observer = new MutationObserver(() => {
      if (slot.current) login.restylePasskey(lookOf(slot.current, label))
    })
    if (themed) observer.observe(themed, { attributes: true, attributeFilter: ['data-theme'] })
    return () => {
      observer.disconnect()
      login.stopPasskey()
    }
  }, [])
  const error = state.passkeyError ? describeErrorText(state.passkeyError, embeddedT, locale) : ''
  return (
    <div className={`${STACK} ph-passkey`}>
      <p className="ph-passkey__why">{why}</p>
      <div ref={slot} className="ph-passkey__slot">
        {state.passkeyBusy ? null : (
          <Button variant="primary" onClick={start}>
            {label}
          </Button>
        )}
      </div>
      <p className="ph-passkey__error" role="alert">
        {error}
      </p>
    </div>
  )
}
