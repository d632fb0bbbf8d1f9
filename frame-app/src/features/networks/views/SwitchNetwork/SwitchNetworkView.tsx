import type { CaipNetworkId } from '@porthole/shared-protocol'
import { Button } from '../../../../components/Button/Button.tsx'
import { ConnectingLayout } from '../../../../components/Connecting/ConnectingLayout.tsx'
import { ConnectingRing } from '../../../../components/Connecting/ConnectingRing.tsx'
import { NetworkImage } from '../../../../components/NetworkImage/NetworkImage.tsx'
import { switchMessage } from '../../../../components/NetworkList/switchMessage.ts'
import { useT } from '../../../../i18n/I18nContext.tsx'
import { useNetworkSwitch } from '../../hooks/useNetworkSwitch.ts'
import { useNetworks } from '../../hooks/useNetworks.ts'
import { useNetworkSwitchT } from '../../useNetworkSwitchT.ts'

/**
 * A network switch the wallet asks its user about (AppKit's network-switch view): the network's
 * image in a turning ring and "Approve in wallet"; declined or failed in words with Try again;
 * then "Switched to X" for a moment before the modal moves on.
 */
export function SwitchNetworkView({ params }: { params: { caipNetworkId: CaipNetworkId } }) {
  const t = useT()
  const st = useNetworkSwitchT()
  const { networks } = useNetworks()
  const { status, error, retry } = useNetworkSwitch(params.caipNetworkId)
  const network = networks.find((candidate) => candidate.caipNetworkId === params.caipNetworkId)
  const name = network?.name ?? t('networks.unknown')
  const image = <NetworkImage name={name} imageUrl={network?.imageUrl} size={64} />
  if (status === 'failed' && error)
    return (
      <ConnectingLayout
        media={<ConnectingRing state="failed">{image}</ConnectingRing>}
        title={st(error.code === 4001 ? 'declinedTitle' : 'failedTitle')}
        failed
        alert
        detail={t(switchMessage(error), { name })}
      >
        <div className="ph-connecting__actions">
          <Button onClick={retry}>{st('tryAgain')}</Button>
        </div>
      </ConnectingLayout>
    )
  const switched = status === 'switched'
  return (
    <ConnectingLayout
      media={<ConnectingRing state={switched ? 'done' : 'waiting'}>{image}</ConnectingRing>}
      title={switched ? t('networks.switched', { name }) : st('approveTitle')}
      detail={st(switched ? 'switchedDetail' : 'approveDetail', { name })}
    />
  )
}
