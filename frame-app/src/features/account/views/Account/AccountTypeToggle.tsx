import { useState } from 'react'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { useConnection } from '../../../connection/index.ts'
import { useAccountTypeT } from '../../accountType/useAccountTypeT.ts'
import { HeadedSection } from './HeadedSection.tsx'
import './AccountTypeToggle.css'
import { DISCLOSURE } from '../../../../components/Disclosure/disclosure.ts'
import { NOTE_LINE, NOTE_LINE_ERROR } from '../../../../components/NoteLine/noteLine.ts'
import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'

/**
 * Account's eoa / smartAccount switch, shown only where the embedded connection lists a smart
 * account (an enabled network). It says in plain words that the address stays the same; the
 * terms (EOA, EIP-7702) are under How it works.
 */
export function AccountTypeToggle() {
  const app = useFrameApp()
  const t = useAccountTypeT()
  const { current } = useConnection()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!current?.allAccounts?.some((account) => account.type === 'smartAccount')) return null
  const smart = current.accountType === 'smartAccount'
  const toggle = () => {
    setBusy(true)
    setFailed(false)
    app.actions
      .setAccountType(smart ? 'eoa' : 'smartAccount')
      .catch(() => setFailed(true))
      .finally(() => setBusy(false))
  }
  return (
    <HeadedSection className={`${SURFACE_BLOCK} ph-account-type`} heading={t('heading')}>
      <div className="ph-account-type__row">
        <span className="ph-account-type__label" id="ph-account-type-label">
          {t('toggle')}
        </span>
        <button
          type="button"
          role="switch"
          className="ph-account-type__switch"
          aria-checked={smart}
          aria-labelledby="ph-account-type-label"
          aria-describedby="ph-account-type-note"
          disabled={busy}
          onClick={toggle}
        >
          <span className="ph-account-type__track">
            <span className="ph-account-type__thumb" />
          </span>
        </button>
      </div>
      <p className={NOTE_LINE} id="ph-account-type-note">
        {t(smart ? 'on' : 'off')}
      </p>
      <details className={`${DISCLOSURE} ph-account-type__details`}>
        <summary>{t('detailsSummary')}</summary>
        <p>{t('details')}</p>
      </details>
      {failed ? (
        <p className={`${NOTE_LINE} ${NOTE_LINE_ERROR}`} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </HeadedSection>
  )
}
