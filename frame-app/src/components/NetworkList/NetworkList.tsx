import type { CaipNetworkId, ErrorData, Network } from '@porthole/shared-protocol'
import { toErrorData } from '@porthole/shared-protocol'
import { useState } from 'react'
import { useT } from '../../i18n/I18nContext.tsx'
import { ListItem, Tag } from '../ListItem/ListItem.tsx'
import { NetworkImage } from '../NetworkImage/NetworkImage.tsx'
import { switchMessage } from './switchMessage.ts'
import './NetworkList.css'

type Status = { id: CaipNetworkId; error: ErrorData | null }

/** The requested networks; the current one is marked; picking another switches to it. */
export function NetworkList(props: {
  networks: readonly Network[]
  currentId: CaipNetworkId | null
  onSwitch: (id: CaipNetworkId) => Promise<void>
}) {
  const t = useT()
  const [status, setStatus] = useState<Status | null>(null)
  const choose = (id: CaipNetworkId) => {
    if (id === props.currentId) return
    setStatus({ id, error: null })
    props.onSwitch(id).then(
      () => setStatus(null),
      (error: unknown) => setStatus({ id, error: toErrorData(error) }),
    )
  }
  const name = props.networks.find((n) => n.caipNetworkId === status?.id)?.name ?? ''
  return (
    <div className="ph-network-list">
      <ul className="ph-list">
        {props.networks.map((network) => {
          const current = network.caipNetworkId === props.currentId
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
        className={`ph-network-list__status${status?.error ? ' ph-network-list__status--error' : ''}`}
        role={status?.error ? 'alert' : 'status'}
      >
        {status
          ? t(status.error ? switchMessage(status.error) : 'networks.switching', { name })
          : ''}
      </p>
    </div>
  )
}
