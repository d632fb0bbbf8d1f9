/**
 * The Standard Schema interface (standardschema.dev) that zod and the loader's parsers implement.
 * The bridge code validates through it, so the host can ship a smaller schema library than
 * the frame without a second dispatcher. See docs/decisions/0100-bridge-validation.md.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>
    readonly types?: { readonly input: Input; readonly output: Output } | undefined
  }
}

export type StandardIssue = {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}

export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> }

export type InferOutput<S extends StandardSchemaV1> = NonNullable<S['~standard']['types']>['output']

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string }

/** Validate with any Standard Schema; issues become one readable line per problem. */
export async function validate<S extends StandardSchemaV1>(
  schema: S,
  value: unknown,
): Promise<Validated<InferOutput<S>>> {
  const result = await schema['~standard'].validate(value)
  if (!result.issues) return { ok: true, value: result.value as InferOutput<S> }
  return { ok: false, message: formatIssues(result.issues) }
}

export function formatIssues(issues: ReadonlyArray<StandardIssue>): string {
  return issues
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((p) => String(typeof p === 'object' ? p.key : p))
        .join('.')
      return path ? `${path}: ${issue.message}` : issue.message
    })
    .join('; ')
}
