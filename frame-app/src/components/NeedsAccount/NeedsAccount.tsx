import { useFrameApp } from '../../core/FrameAppContext.tsx'
import { Button } from '../Button/Button.tsx'

/**
 * In place of a view that acts for an account while none is connected: says so in the view's
 * words (its catalog's `needsAccount`) and offers Connect.
 * @example case 'needsAccount': return <NeedsAccount className="ph-swap" t={t} />
 */
export function NeedsAccount({
  className,
  t,
}: {
  /** The view's own class, as on its other parts. */
  className: string
  t: (key: 'needsAccount' | 'connect') => string
}) {
  const app = useFrameApp()
  return (
    <div className={`${className} ph-load-error`}>
      <p>{t('needsAccount')}</p>
      <Button onClick={() => app.actions.push('Connect')}>{t('connect')}</Button>
    </div>
  )
}
