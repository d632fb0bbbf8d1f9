// Names (SPEC §2 RegisterAccountName, §4 name registration, §5 rule, §8 messages): a name
// registered from the modal with the dev wallet shows in Account and in the host snapshot,
// resolves from the api and is listed as the account's own (SPEC §7 reverse lookup); a
// too-short name shows the rule before anything is sent; a taken one ends in 'Error registering
// name {name}'.
import type { FrameLocator, Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { registerName } from '../../fixtures/names/registerName.ts'
import { screenshotSizes } from '../../fixtures/page/screenshots/screenshotSizes.ts'
import { connectDevWallet } from '../../fixtures/pageHelpers.ts'
import { expect, test } from '../../fixtures/test.ts'

// Another account than the dev wallet's: anvil's second public development key.
const bob = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

async function openRegisterName(page: Page, modalFrame: FrameLocator) {
  await connectDevWallet(page, modalFrame)
  await page.evaluate(() => window.modal.open())
  await modalFrame
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Choose a name' })
    .click()
  const view = modalFrame.getByRole('dialog', { name: 'Choose name' })
  await expect(view).toBeVisible()
  return view
}

test('default: a name registered from the modal shows in Account and the host snapshot, and resolves from the api', async ({
  walletPage: page,
  stack,
  chains,
  modalFrame,
}) => {
  const view = await openRegisterName(page, modalFrame)
  await view.getByRole('textbox', { name: 'Name' }).fill('dev-wallet-one')
  const suggestions = view.getByRole('list', { name: 'Suggestions' })
  await expect(suggestions.getByRole('button').first()).toHaveText(
    'dev-wallet-one.porthole.idAvailable',
  )
  await view.getByRole('button', { name: 'Register' }).click()

  const success = modalFrame.getByRole('dialog', { name: 'Name registered' })
  await expect(success).toContainText('dev-wallet-one.porthole.id is now your name')
  await success.getByRole('button', { name: 'Back to account' }).click()
  const account = modalFrame.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('dev-wallet-one.porthole.id')
  await expect(account.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  expect(await page.evaluate(() => window.modal.getState()?.profileName)).toBe(
    'dev-wallet-one.porthole.id',
  )
  const res = await fetch(`${stack.apiUrl}/v1/profile/account/dev-wallet-one?projectId=demo`)
  const address = await page.evaluate(() => window.modal.getState()?.address)
  const profile = await res.json()
  expect(profile.addresses[String((0x80000000 | chains.one.chainId) >>> 0)].address).toBe(address)

  // Choose Name again lists the names the account holds, from SPEC §7's reverse lookup.
  const reverse = page.waitForRequest((request) =>
    request.url().startsWith(`${stack.apiUrl}/v1/profile/reverse/`),
  )
  await page.evaluate(() => window.modal.open({ view: 'RegisterAccountName' }))
  const asked = new URL((await reverse).url())
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({
    sender: address,
    apiVersion: '2',
    clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  })
  const again = modalFrame.getByRole('dialog', { name: 'Choose name' })
  await expect(again.getByTestId('names-owned')).toContainText('dev-wallet-one.porthole.id')
  // No stale suggestion still calls the registered name available.
  await expect(again.getByRole('list', { name: 'Suggestions' })).toHaveCount(0)
  await screenshotSizes(page, modalFrame, '.artifacts/names/owned')
})

test('error: a too-short name shows the rule before anything is sent; a taken one shows Error registering name', async ({
  walletPage: page,
  stack,
  modalFrame,
}) => {
  const taken = await registerName(stack, bob, { name: 'taken-name', coinType: 60 })
  expect(taken.status).toBe(201)

  await connectDevWallet(page, modalFrame)
  // A host may open the view itself (the dev account may hold a name from another test).
  await page.evaluate(() => window.modal.open({ view: 'RegisterAccountName' }))
  const view = modalFrame.getByRole('dialog', { name: 'Choose name' })
  const input = view.getByRole('textbox', { name: 'Name' })
  await input.fill('abc')
  await expect(input).toHaveAccessibleDescription('A name has at least 4 characters.')
  await expect(view.getByRole('button', { name: 'Register' })).toBeDisabled()
  await input.fill('al_ice')
  await expect(input).toHaveAccessibleDescription('A name has only letters, digits and hyphens.')

  await input.fill('taken-name')
  await expect(
    view.getByRole('list', { name: 'Suggestions' }).getByRole('button').first(),
  ).toHaveText('taken-name.porthole.idTaken')
  await view.getByRole('button', { name: 'Register' }).click()
  await expect(view.getByRole('alert')).toHaveText('Error registering name taken-name')
  expect(
    (
      await fetch(`${stack.apiUrl}/v1/profile/account/taken-name?projectId=demo`).then((r) =>
        r.json(),
      )
    ).addresses['60'].address,
  ).toBe(bob.address)
})
