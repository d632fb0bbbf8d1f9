// Sign In With Farcaster through the modal (SPEC §2 ConnectingFarcaster, §4 GET_FARCASTER_URI
// and CONNECT_FARCASTER): the QR code and the "open on this device" link carry the relay
// channel's url; the dev "Farcaster app" signs with the fid's custody key through the relay
// double, and the api checks it on chain 10 before the embedded wallet connects.
import type { FrameLocator, Page } from '@playwright/test'
import { saveRecoveryCode } from '../../fixtures/emailLogin.ts'
import { farcasterTest as test } from '../../fixtures/farcaster/farcasterTest.ts'
import { connectedAddress, expectSignsAs } from '../../fixtures/login/expectSignsAs.ts'
import { openSocials } from '../../fixtures/login/socialLogin.ts'
import { statusText } from '../../fixtures/page/statusText.ts'
import { waitForConnected } from '../../fixtures/pageHelpers.ts'
import { AccountView } from '../../fixtures/pages/AccountView.ts'
import { expect } from '../../fixtures/test.ts'
import { decodeQrFromPng } from '../../fixtures/wcWallet/decodeQrFromPng.ts'

/** Connect → socials → Farcaster: the channel url from the link, checked against the QR code. */
async function openFarcaster(page: Page, frame: FrameLocator): Promise<string> {
  await openSocials(page, frame)
  await frame.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = frame.getByRole('link', { name: 'Open Farcaster on this device' })
  await expect(link).toHaveAttribute('href', /^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
  const url = (await link.getAttribute('href')) ?? ''
  const qr = frame.getByRole('img', { name: 'QR code to sign in with Farcaster' })
  await expect(qr).toBeVisible()
  expect(decodeQrFromPng(await qr.screenshot())).toBe(url)
  return url
}

test('default: the custody address signs on the phone; the wallet connects and personal_sign verifies', async ({
  devChainPage: page,
  modalFrame,
  farcaster,
}) => {
  const url = await openFarcaster(page, modalFrame)
  await farcaster.signIn(url, farcaster.custodyKey, 'alice')
  await saveRecoveryCode(modalFrame)
  const address = await connectedAddress(page)
  const account = new AccountView(page, modalFrame)
  await account.open()
  await expect(account.connectedWith('Farcaster (alice)')).toBeVisible()
  await page.evaluate(() => window.modal.close())

  await expectSignsAs(page, modalFrame, address, 'Signed in with Farcaster')
})

test("error: an imposter's signature is refused in words; Try again shows a new code", async ({
  devChainPage: page,
  modalFrame,
  farcaster,
}) => {
  const url = await openFarcaster(page, modalFrame)
  await farcaster.signIn(url, farcaster.imposterKey)
  await expect(
    statusText(
      modalFrame,
      `The signature is not from the custody address or an auth address of Farcaster account ${farcaster.fid}.`,
    ),
  ).toBeVisible()
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')
  await modalFrame.getByRole('button', { name: 'Try again' }).click()
  const link = modalFrame.getByRole('link', { name: 'Open Farcaster on this device' })
  await expect(link).toHaveAttribute('href', /channelToken=/)
  expect(await link.getAttribute('href')).not.toBe(url)
})

test('behavior: Back with no account leaves the channel (SPEC §2); a new pick gets a new one, which logs in', async ({
  devChainPage: page,
  modalFrame,
  farcaster,
}) => {
  const first = await openFarcaster(page, modalFrame)
  await modalFrame.getByRole('button', { name: 'Back' }).first().click()
  await expect(modalFrame.getByRole('button', { name: 'Continue with socials' })).toBeVisible()
  // Signing the abandoned channel now logs nobody in: the frame no longer asks for it.
  await farcaster.signIn(first, farcaster.custodyKey)
  await modalFrame.getByRole('button', { name: 'Continue with socials' }).click()
  await modalFrame.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = modalFrame.getByRole('link', { name: 'Open Farcaster on this device' })
  await expect(link).toHaveAttribute('href', /channelToken=/)
  expect(await link.getAttribute('href')).not.toBe(first)
  const second = (await link.getAttribute('href')) ?? ''
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => window.modal.getState()?.status)).toBe('disconnected')

  // The vault's RELOAD ended the first attempt only: the fresh channel, signed, logs in.
  await farcaster.signIn(second, farcaster.custodyKey, 'alice')
  await saveRecoveryCode(modalFrame)
  await waitForConnected(page)
  const account = new AccountView(page, modalFrame)
  await account.open()
  await expect(account.connectedWith('Farcaster (alice)')).toBeVisible()
})
