import { Icon, type IconName } from '../Icon/Icon.tsx'

/**
 * A method's icon in its list row (email, socials, an update, a provider): the icon in the
 * `.ph-method-icon` tile (theme/base.css); `className` adds the method's own colours.
 */
export function MethodIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={className ? `ph-method-icon ${className}` : 'ph-method-icon'}>
      <Icon name={name} />
    </span>
  )
}
