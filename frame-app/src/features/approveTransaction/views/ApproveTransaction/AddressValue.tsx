import { useState } from 'react'
import { copyText } from '../../../../clipboard/copyText.ts'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { truncateAddress } from '../../../account/chunk.ts'
import { useAddressName } from '../../hooks/useAddressName.ts'
import type { ApproveTranslate } from '../../useApproveT.ts'

/**
 * An address shortened to 4 + 6 characters (SPEC §9), the whole one in its title, with copy;
 * its name above it once the api resolves one.
 */
export function AddressValue({ address, t }: { address: string; t: ApproveTranslate }) {
  const [copied, setCopied] = useState(false)
  const name = useAddressName(address)
  const short = (
    <span className="ph-approve__address">
      <span className="ph-approve__mono" title={address}>
        {truncateAddress(address)}
      </span>
      <button
        type="button"
        className="ph-approve__copy"
        aria-label={t('approve.copyAddress', { address: truncateAddress(address) })}
        onClick={() => void copyText(address).then(setCopied)}
      >
        <Icon name={copied ? 'check' : 'copy'} size={14} />
      </button>
    </span>
  )
  if (!name) return short
  return (
    <span className="ph-approve__named">
      <span className="ph-approve__name" data-testid="approve-name">
        {name}
      </span>
      {short}
    </span>
  )
}
