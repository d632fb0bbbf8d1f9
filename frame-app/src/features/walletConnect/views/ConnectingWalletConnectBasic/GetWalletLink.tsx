import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import type { MessageKey } from '../../../../i18n/en.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'

type Links = {
  homepage?: string | null | undefined
  appStore?: string | null | undefined
  playStore?: string | null | undefined
}

/**
 * "Don't have {name}? Get · App Store · Google Play", for a user who picked a wallet they lack:
 * the wallet's homepage and its store pages, each where the registry has it.
 */
export function GetWalletLink({ name, homepage, appStore, playStore }: { name: string } & Links) {
  const app = useFrameApp()
  const t = useT()
  const links: [string | null | undefined, MessageKey, MessageKey][] = [
    [homepage, 'walletConnect.get', 'walletConnect.getWallet'],
    [appStore, 'walletConnect.appStore', 'walletConnect.getOnAppStore'],
    [playStore, 'walletConnect.playStore', 'walletConnect.getOnPlayStore'],
  ]
  return (
    <p className="ph-wc__get">
      <span>{t('walletConnect.dontHave', { name })}</span>
      {links.map(([url, label, described]) =>
        url ? (
          <button
            key={label}
            type="button"
            className="ph-wc__get-button"
            aria-label={t(described, { name })}
            onClick={() => void app.actions.openUrl(url)}
          >
            {t(label)}
          </button>
        ) : null,
      )}
    </p>
  )
}
