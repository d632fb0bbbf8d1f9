import type { AccountTypeMessageKey } from '../features/account/chunk.ts'
import type { ApproveMessageKey } from '../features/approveTransaction/chunk.ts'
import type { EmbeddedMessageKey } from '../features/embeddedLogin/chunk.ts'
import type { NetworkSwitchMessageKey } from '../features/networks/chunk.ts'
import type { SendMessageKey } from '../features/send/chunk.ts'
import type { SocialMessageKey } from '../features/socialLogin/chunk.ts'
import type { SwapMessageKey } from '../features/swap/chunk.ts'
import type { MessageKey } from './en.ts'
import type { ErrorMessageKey } from './errorMessages.ts'
import type { Message } from './Message.ts'

/**
 * One locale's translations of every English catalog: `core` (`en.ts`, first paint) and the
 * catalogs that load with their feature's chunk in English. A locale file is one lazy chunk.
 */
export type LocaleCatalog = {
  core: Record<MessageKey, Message>
  send: Record<SendMessageKey, Message>
  approve: Record<ApproveMessageKey, Message>
  swap: Record<SwapMessageKey, Message>
  embedded: Record<EmbeddedMessageKey, Message>
  social: Record<SocialMessageKey, Message>
  errors: Record<ErrorMessageKey, Message>
  networkSwitch: Record<NetworkSwitchMessageKey, Message>
  accountType: Record<AccountTypeMessageKey, Message>
}
