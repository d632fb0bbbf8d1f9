// A device whose key share is out of date
// (docs/decisions/0174-a-device-whose-key-share-is-out-of-date.md and 0162; vault
// `ShareMismatchError`): the account was recovered on another device, which split the key again, so
// this device's share no longer combines with the api's auth share. The frame says so in
// UpdateDeviceKey and offers the recovery passkey (CONNECT_DEVICE); once it has updated the share,
// the refused signature goes on.
//
// Two devices in one browser: the vault's storage works in this profile and is partitioned per
// top-level site (as Chrome ships it), so the host page on localhost and the same page on 127.0.0.2 are two devices
// to the vault, while the tab keeps one virtual authenticator (Chromium exports no PRF secret,
// so a passkey cannot move to another browser: see embedded.device).
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { openThirdPartyStorageProfile } from '../../fixtures/browser/thirdPartyStorageProfile.ts'
import { approveShown, vaultButton } from '../../fixtures/emailLogin.ts'
import { outdateDeviceKey } from '../../fixtures/login/outdatedDevice.ts'
import { addVirtualAuthenticator } from '../../fixtures/login/virtualAuthenticator.ts'
import { rpc } from '../../fixtures/pageHelpers.ts'
import { expect, modalFrameOf, test } from '../../fixtures/test.ts'

const signOn = (page: Page, address: Hex, message: string) =>
  rpc(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])

test.afterEach(({ stack }) => stack.apiClock.reset())

test('error: after a recovery on another device, a signature here shows "Update this device’s key"; leaving it refuses (4001), the passkey updates the key and the signature goes on', async ({
  stack,
  chains,
}) => {
  test.setTimeout(180_000)
  const profile = await openThirdPartyStorageProfile({ partitioned: true })
  try {
    const { page } = profile
    const frame = modalFrameOf(page)
    await addVirtualAuthenticator(page)
    const { address } = await outdateDeviceKey(page, frame, stack, chains)
    const refused = signOn(page, address, 'Refused')
    await approveShown(frame)
    await expect(frame.getByRole('heading', { name: 'Update this device’s key' })).toBeVisible()
    await expect(frame.getByText('This device’s key is out of date')).toBeVisible()
    await page.evaluate(() => window.modal.close())
    expect((await refused).code).toBe(4001)

    const message = 'Signed after the update'
    const signing = signOn(page, address, message)
    await approveShown(frame)
    await vaultButton(frame, 'Use passkey').click()
    const signed = await signing
    expect(await verifyMessage({ address, message, signature: signed.result as Hex })).toBe(true)

    // The share kept here is current now: the next signature needs no passkey.
    const next = signOn(page, address, 'Once more')
    await approveShown(frame)
    expect(
      await verifyMessage({ address, message: 'Once more', signature: (await next).result as Hex }),
    ).toBe(true)
  } finally {
    await profile.close()
  }
})
