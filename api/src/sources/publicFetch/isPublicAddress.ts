import ipaddr from 'ipaddr.js'

/**
 * Whether an IP address is a public unicast one: not loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved or unspecified, for
 * IPv4, IPv6 and IPv4-mapped IPv6 alike.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return parsed.range() === 'unicast'
}
