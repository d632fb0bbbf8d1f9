import type { CaipNetworkId } from '@porthole/shared-protocol'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { ListItem, Tag } from '../../components/ListItem/ListItem.tsx'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage.tsx'
import { useT } from '../../i18n/I18nContext.tsx'
import { useFrameApp } from '../../state/FrameAppContext.tsx'
import './NetworksView.css'

/** The configured networks; the current one is marked; picking one switches to it. */
export function NetworksView() {
  const app = useFrameApp()
  const t = useT()
  const networks = useSelector(app.settings, (s) => s.context.dapp?.networks ?? [])
  const currentId = useSelector(
    app.connection,
    (s) => s.context.current?.caipNetworkId ?? s.context.caipNetworkId,
  )
  const [status, setStatus] = useState<{ id: CaipNetworkId; failed: boolean } | null>(null)

  const choose = (id: CaipNetworkId) => {
    if (id === currentId) return
    setStatus({ id, failed: false })
    app.actions.switchNetwork(id).then(
      () => setStatus(null),
      () => setStatus({ id, failed: true }),
    )
  }
  const statusName = networks.find((network) => network.caipNetworkId === status?.id)?.name ?? ''
  return (
    <div className="ph-networks">
      <ul className="ph-list">
        {networks.map((network) => {
          const current = network.caipNetworkId === currentId
          return (
            <li key={network.caipNetworkId}>
              <ListItem
                label={network.name}
                image={<NetworkImage name={network.name} imageUrl={network.imageUrl} />}
                current={current}
                tag={current ? <Tag tone="accent">{t('networks.current')}</Tag> : undefined}
                onClick={() => choose(network.caipNetworkId)}
              />
            </li>
          )
        })}
      </ul>
      <p
        className={`ph-networks__status${status?.failed ? ' ph-networks__status--error' : ''}`}
        role="status"
      >
        {status
          ? status.failed
            ? t('networks.switchFailed', { name: statusName })
            : t('networks.switching', { name: statusName })
          : ''}
      </p>
    </div>
  )
}
