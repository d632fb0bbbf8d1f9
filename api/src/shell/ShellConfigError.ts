/** The page shells cannot be served as configured (a missing or unbuilt SHELL_DIR file). */
export class ShellConfigError extends Error {
  override name = 'ShellConfigError'
}
