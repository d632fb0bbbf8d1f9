/** A project's origin policy, as the frame server reads it from the api. */
export type ProjectPolicy = { allowedOrigins: string[]; useDefaultOrigins: boolean }
