import { Avatar } from '../../../../components/Avatar/Avatar.tsx'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { truncateAddress } from '../../../account/chunk.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { useSendT } from '../../useSendT.ts'

/**
 * The receiver: an address, or a name looked up with the name service, shown resolved with
 * its avatar (or the address's gradient when it has none).
 */
export function ReceiverField(props: {
  busy: boolean
  notFound: boolean
  /** The name service did not answer. */
  lookupFailed: boolean
  error: string
}) {
  const { state, send } = useSendFlow()
  const t = useSendT()
  const context = state.context
  const { receiverProfileName, receiverAddress: address } = context
  const name = context.receiverInput.trim()
  const problem = props.notFound
    ? t('send.nameNotFound', { name })
    : props.lookupFailed
      ? t('send.nameLookupFailed', { name })
      : props.error
  const status = props.busy ? (
    <span>{t('send.resolving', { name })}</span>
  ) : receiverProfileName && address ? (
    <span className="ph-send__resolved" data-testid="send-receiver-profile">
      {context.receiverProfileImageUrl ? (
        <img src={context.receiverProfileImageUrl} alt="" width={24} height={24} />
      ) : (
        <Avatar address={address} size={24} />
      )}
      <span>
        {t('send.resolved', { name: receiverProfileName, address: truncateAddress(address) })}
      </span>
    </span>
  ) : null
  return (
    <FormRow label={t('send.receiver')} hint={status} hintLive error={problem}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          value={context.receiverInput}
          onChange={(event) => send({ type: 'SET_RECEIVER', value: event.target.value })}
        />
      )}
    </FormRow>
  )
}
