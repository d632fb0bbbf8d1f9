import { useLayoutEffect, useRef } from 'react'
import { Avatar } from '../../../../components/Avatar/Avatar.tsx'
import { FormRow } from '../../../../components/FormRow/FormRow.tsx'
import { truncateAddress } from '../../../account/chunk.ts'
import { useSendFlow } from '../../hooks/useSendFlow.ts'
import { useSendT } from '../../useSendT.ts'

/**
 * The receiver: an address, or a name looked up with the name service, shown resolved with
 * its avatar (or the address's gradient when it has none). A text area that grows a line when
 * the text wraps: a whole address stays visible on a phone (an input would cut it at its edge),
 * at 16 px so iOS does not zoom; Enter still submits the form.
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
  const field = useRef<HTMLTextAreaElement>(null)
  // Grow to the wrapped text: one line for a name, two for an address on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const area = field.current
    if (!area) return
    area.style.height = 'auto'
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`
  }, [context.receiverInput])
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
        <textarea
          {...control}
          ref={field}
          className="ph-form-row__control ph-send__receiver"
          rows={1}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          value={context.receiverInput}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }}
          onChange={(event) =>
            send({ type: 'SET_RECEIVER', value: event.target.value.replace(/\s+/g, ' ') })
          }
        />
      )}
    </FormRow>
  )
}
