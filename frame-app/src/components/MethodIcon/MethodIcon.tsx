import { Icon, type IconName } from '../Icon/Icon.tsx'

/**
 * A method's icon in its list row (email, socials, an update of the email, an on-ramp
 * provider): the icon in the `.ph-method-icon` tile (theme/base.css).
 */
export function MethodIcon({ name }: { name: IconName }) {
  return (
    <span className="ph-method-icon">
      <Icon name={name} />
    </span>
  )
}
