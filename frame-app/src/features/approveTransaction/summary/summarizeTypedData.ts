import * as z from 'zod/mini'
import type { ApprovalSummary, SummaryField } from './ApprovalSummary.ts'
import type { ChainReads } from './ChainReads.ts'
import { decodeTypedIntent } from './typed/decodeTypedIntent.ts'
import { verifierMissing } from './typed/verifierMissing.ts'

const TypedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})
type Types = z.infer<typeof TypedDataSchema>['types']

const MAX_DEPTH = 8
const DOMAIN_KEYS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value ?? null)

function fieldOf(types: Types, label: string, type: string, value: unknown, depth: number) {
  const field: SummaryField = { label }
  if (type.endsWith(']') && depth < MAX_DEPTH) {
    const base = type.slice(0, type.lastIndexOf('['))
    const items = Array.isArray(value) ? value : []
    field.children = items.map((item, index) =>
      fieldOf(types, `#${index + 1}`, base, item, depth + 1),
    )
  } else if (types[type] && value && typeof value === 'object' && depth < MAX_DEPTH) {
    field.children = fieldsOf(types, type, value as Record<string, unknown>, depth + 1)
  } else field.value = scalar(value)
  return field
}

function fieldsOf(types: Types, type: string, value: Record<string, unknown>, depth: number) {
  return (types[type] ?? []).map((member) =>
    fieldOf(types, member.name, member.type, value[member.name], depth),
  )
}

/**
 * `eth_signTypedData_v4` params `[address, typedData]` (typedData as JSON text or an object):
 * the domain (name, version, chain, verifying contract, salt) and the message's fields by its
 * types, structs and arrays nested, so the user reads what they sign; what it allows or moves
 * when it is a token permission (`decodeTypedIntent`). `chainMismatch` when the domain's chain
 * is not `activeChainId`; `verifierMissing` when its verifying contract has no code on it.
 */
export async function summarizeTypedData(
  params: unknown,
  activeChainId: number | null,
  reads: ChainReads,
): Promise<ApprovalSummary> {
  const [, data] = Array.isArray(params) ? params : []
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      return { kind: 'raw', json: data }
    }
  }
  const result = TypedDataSchema.safeParse(parsed)
  if (!result.success) return { kind: 'raw', json: JSON.stringify(params ?? null) }
  const { types, primaryType, domain, message } = result.data
  const chainId =
    domain.chainId === undefined || domain.chainId === null ? null : Number(domain.chainId)
  const verifyingContract =
    typeof domain.verifyingContract === 'string' ? domain.verifyingContract : null
  const { intent, domainMismatch } = await decodeTypedIntent(result.data, reads)
  const chainMismatch = chainId !== null && activeChainId !== null && chainId !== activeChainId
  return {
    kind: 'typedData',
    primaryType,
    domain: DOMAIN_KEYS.filter((key) => domain[key] !== undefined).map((key) => ({
      label: key,
      value: scalar(domain[key]),
    })),
    message: fieldsOf(types, primaryType, message, 0),
    verifyingContract,
    chainId: Number.isFinite(chainId) ? chainId : null,
    chainMismatch,
    // Another chain is already said; on this one, a verifier that is not there is.
    verifierMissing: !chainMismatch && (await verifierMissing(verifyingContract, reads)),
    intent,
    domainMismatch,
  }
}
