import { ValidationError } from '../errors.ts'
import { NameLabelSchema } from './NameSchemas.ts'

export type FullName = { label: string; zone: string; full: string }

/**
 * `alice` or `alice.<zone>` to its parts, lower-cased. The label follows SPEC §5 (at least
 * 4 letters, digits or hyphens); the zone must be one this service holds.
 */
export function parseFullName(input: string, zones: readonly string[]): FullName {
  const lower = input.trim().toLowerCase()
  const dot = lower.indexOf('.')
  const label = dot === -1 ? lower : lower.slice(0, dot)
  const zone = dot === -1 ? zones[0] : lower.slice(dot + 1)
  if (zone === undefined || !zones.includes(zone)) {
    throw new ValidationError(
      `Invalid name: unknown zone "${zone ?? ''}" (known: ${zones.join(', ')})`,
    )
  }
  const parsed = NameLabelSchema.safeParse(label)
  if (!parsed.success) {
    throw new ValidationError(
      `Invalid name: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    )
  }
  return { label: parsed.data, zone, full: `${parsed.data}.${zone}` }
}
