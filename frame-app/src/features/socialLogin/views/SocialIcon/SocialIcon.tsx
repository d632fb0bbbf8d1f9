import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons'
import type { SocialProviderId } from '../../../../connectors/embedded/socialProviderNames.ts'
import './SocialIcon.css'

/** simple-icons (CC0): brand marks as one 24×24 path each. */
const icons = {
  google: siGoogle,
  x: siX,
  discord: siDiscord,
  github: siGithub,
  apple: siApple,
  facebook: siFacebook,
  farcaster: siFarcaster,
} as const
/** Black marks take the text colour, so they show on the dark theme too. */
const monochrome = new Set<SocialProviderId>(['x', 'github', 'apple'])

/** A provider's mark in the 40 px row tile (or larger in ConnectingSocial). */
export function SocialIcon({ provider, size = 22 }: { provider: SocialProviderId; size?: number }) {
  const icon = icons[provider]
  return (
    <span className="ph-method-icon ph-social-icon">
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon.path} fill={monochrome.has(provider) ? 'currentColor' : `#${icon.hex}`} />
      </svg>
    </span>
  )
}
