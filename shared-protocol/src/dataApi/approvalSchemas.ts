import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

/**
 * Who a permission was given to: `name` where Porthole knows the contract (a token or
 * collection it has indexed, the chain's swap router), `isContract` false for an account
 * that is not a contract (no code, or an EIP-7702 delegated account).
 */
export const ApprovalSpenderSchema = z.object({
  address: text(42),
  name: z.nullable(text(200)),
  isContract: z.boolean(),
})
export type ApprovalSpender = z.infer<typeof ApprovalSpenderSchema>

/**
 * One standing permission of `GET /v1/account/{address}/approvals`: an ERC-20 allowance
 * (`amount` in base units, read from the chain) or an NFT operator approval
 * (`setApprovalForAll`, `amount` null).
 */
export const ApprovalSchema = z.object({
  kind: z.enum(['allowance', 'operator']),
  chainId: text(100),
  token: z.object({
    address: text(42),
    name: text(200),
    symbol: text(64),
    decimals: z.nullable(z.number()),
  }),
  spender: ApprovalSpenderSchema,
  amount: z.nullable(text(100)),
})
export type Approval = z.infer<typeof ApprovalSchema>
export const ApprovalsResponseSchema = z.object({ data: z.array(ApprovalSchema) })
export type ApprovalsResponse = z.infer<typeof ApprovalsResponseSchema>
