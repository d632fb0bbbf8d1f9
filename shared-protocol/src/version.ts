/** The bridge protocol version this build speaks. Bump on any incompatible catalog change. */
export const PROTOCOL_VERSION = 1

/** The frame accepts the current and the previous protocol version (SECURITY.md #14). */
export function isAcceptedVersion(version: number, current: number = PROTOCOL_VERSION): boolean {
  return version === current || version === current - 1
}
