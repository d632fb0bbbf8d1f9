import { SURFACE_BLOCK } from '../../../../components/Surface/surface.ts'
import { truncateAddress } from '../../../account/index.ts'
import type { PayOrder } from '../../machine/PayOrder.ts'
import { usePayT } from '../../usePayT.ts'

/** The order being paid: the amount and asset, the recipient (shortened, whole on hover), the network. */
export function PayOrderSummary({ order }: { order: PayOrder }) {
  const t = usePayT()
  return (
    <dl className={`${SURFACE_BLOCK} ph-pay__order`}>
      <div className="ph-pay__amount">
        <dt>{t('amount')}</dt>
        <dd>
          {order.amount} {order.symbol}
        </dd>
      </div>
      <div className="ph-pay__line">
        <dt>{t('to')}</dt>
        <dd title={order.recipient}>{truncateAddress(order.recipient)}</dd>
      </div>
      <div className="ph-pay__line">
        <dt>{t('network')}</dt>
        <dd>{order.networkName}</dd>
      </div>
    </dl>
  )
}
