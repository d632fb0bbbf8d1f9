/** The text an address signs to revoke one of its sessions (`POST /v1/sessions/{address}/revoke`). */
export function siwxRevokeMessage(pci: string): string {
  return `Revoke sign-in session ${pci}`
}
