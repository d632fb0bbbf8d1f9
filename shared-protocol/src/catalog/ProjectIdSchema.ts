import * as z from 'zod/mini'
import { isProjectId, PROJECT_ID_RULE } from '../projectId.ts'

/** A project id: the one schema for the frame's config, the dapp data and the api's params. */
export const ProjectIdSchema = z.string().check(z.refine(isProjectId, PROJECT_ID_RULE))
