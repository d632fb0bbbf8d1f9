/** The one rule for a project id (SPEC §6 projects), for the host's config, the frame and the api. */
export const PROJECT_ID_RULE =
  'projectId must be 1-64 letters, digits, - or _, starting with a letter or digit'

const PROJECT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** Whether `value` is a project id by `PROJECT_ID_RULE` (the host loader's check, without zod). */
export const isProjectId = (value: unknown): value is string =>
  typeof value === 'string' && PROJECT_ID_PATTERN.test(value)
