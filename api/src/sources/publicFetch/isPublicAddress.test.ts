import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './isPublicAddress.ts'

describe('isPublicAddress', () => {
  it('default: public unicast addresses pass', () => {
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('error: loopback, private, link-local, mapped and reserved addresses are refused', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })
})
