import { Button } from '../../../../components/Button/Button.tsx'
import { ListItem } from '../../../../components/ListItem/ListItem.tsx'
import {
  type SocialProviderId,
  socialProviderNames,
} from '../../../../connectors/embedded/socialProviderNames.ts'
import { useFrameApp } from '../../../../core/FrameAppContext.tsx'
import { openSocialPopup } from '../../openSocialPopup.ts'
import { useSocialT } from '../../useSocialT.ts'
import { SocialIcon } from '../SocialIcon/SocialIcon.tsx'
import './SocialsPanel.css'
import { NOTE_LINE } from '../../../../components/NoteLine/noteLine.ts'

/**
 * "Continue with socials" in Connect: the providers the host and the api agree on, in order.
 * A pick opens the popup inside the click (SECURITY #8); Farcaster needs none.
 */
export function SocialsPanel({
  providers,
  onCancel,
}: {
  providers: readonly SocialProviderId[]
  onCancel: () => void
}) {
  const app = useFrameApp()
  const t = useSocialT()
  const pick = (provider: SocialProviderId) => {
    const popup = provider === 'farcaster' ? null : openSocialPopup(window)
    app.actions.socialLogin(provider, popup)
  }
  return (
    <section className="ph-socials" aria-labelledby="ph-socials-heading">
      <h3 id="ph-socials-heading" className="ph-section-heading">
        {t('listHeading')}
      </h3>
      {providers.length === 0 ? <p className={NOTE_LINE}>{t('none')}</p> : null}
      <ul className="ph-list">
        {providers.map((provider) => (
          <li key={provider}>
            <ListItem
              label={t('continueWith', { name: socialProviderNames[provider] })}
              image={<SocialIcon provider={provider} />}
              onClick={() => pick(provider)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onCancel}>
        {t('back')}
      </Button>
    </section>
  )
}
