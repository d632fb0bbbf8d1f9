import { useFrameApp } from '../../../../app/FrameAppContext.tsx'
import { useT } from '../../../../i18n/I18nContext.tsx'

/** "Don't have {name}? Get": the wallet's homepage, for a user who picked a wallet they lack. */
export function GetWalletLink({ name, homepage }: { name: string; homepage: string }) {
  const app = useFrameApp()
  const t = useT()
  return (
    <p className="ph-wc__get">
      <span>{t('walletConnect.dontHave', { name })}</span>
      <button
        type="button"
        className="ph-wc__get-button"
        aria-label={t('walletConnect.getWallet', { name })}
        onClick={() => void app.actions.openUrl(homepage)}
      >
        {t('walletConnect.get')}
      </button>
    </p>
  )
}
