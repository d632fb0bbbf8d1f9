import { Icon } from '../../../../components/Icon/Icon.tsx'
import { useControlGuard } from '../../../../components/Modal/useControlGuard.ts'

/**
 * One connection's disconnect button in the list of open connections: held until it is really
 * visible and settled, measured on itself (decision 0045), as Account's Disconnect is.
 */
export function DisconnectConnectionButton({
  label,
  busy,
  onDisconnect,
}: {
  label: string
  busy: boolean
  onDisconnect: () => void
}) {
  const [ref, guard] = useControlGuard<HTMLButtonElement>()
  return (
    <button
      ref={ref}
      type="button"
      className="ph-connection__disconnect"
      aria-label={label}
      disabled={busy || guard === 'held'}
      // Where the guard stands (decision 0045), for whoever checks it, as Button's.
      data-guard={guard}
      onClick={() => {
        if (guard === 'armed') onDisconnect()
      }}
    >
      <Icon name="power" size={16} />
    </button>
  )
}
