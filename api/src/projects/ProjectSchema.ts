import {
  FeaturesSchema,
  isProjectId,
  PROJECT_ID_RULE,
  ProjectIdSchema,
} from '@porthole/shared-protocol'
import { z } from 'zod'
import { originPatternProblem } from './originPatternProblem.ts'

export const OriginPatternSchema = z
  .string()
  .transform((pattern) => pattern.trim().toLowerCase())
  .superRefine((pattern, ctx) => {
    const problem = originPatternProblem(pattern)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** A project id alone (a route's path, a CLI flag): the shared rule, for `parseInput`. */
export const ProjectIdParamSchema = z.string().refine(isProjectId, PROJECT_ID_RULE)

/** What a project is saved with (CLI, seed); checked before anything is written. */
export const ProjectInputSchema = z.object({
  id: ProjectIdSchema,
  name: z.string().trim().min(1, 'name is required').max(100),
  allowedOrigins: z.array(OriginPatternSchema).max(100).default([]),
  useDefaultOrigins: z.boolean().default(true),
  features: z._default(FeaturesSchema, {}),
})
export type ProjectInput = z.input<typeof ProjectInputSchema>
export type Project = z.output<typeof ProjectInputSchema>
