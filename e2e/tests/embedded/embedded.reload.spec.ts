// A reload and the embedded session (DESIGN.md storage rule, SECURITY.md #7;
// docs/decisions/0168-an-embedded-session-across-a-reload.md): where the vault's own storage works,
// a reload restores an email login and a social login, and the host's storage holds nothing of
// them, unpartitioned or partitioned per host site; where the browser blocks it, Account says the
// session lasts for the page, and a reload shows Connect. The file runs blocked whatever
// PORTHOLE_STORAGE says (the first two tests open a profile of their own); walletConnect.default
// reloads in the run's mode.
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { inPartitionedProfile } from '../../fixtures/browser/inPartitionedProfile.ts'
import { clickWhenArmed } from '../../fixtures/clickWhenArmed.ts'
import { loginFreshOnDevChain, saveRecoveryCode } from '../../fixtures/emailLogin.ts'
import { emailAccountTest as test } from '../../fixtures/login/emailAccountTest.ts'
import { freshLogin, pickSocial, signInAtOidcProvider } from '../../fixtures/login/socialLogin.ts'
import {
  dumpHostStorage,
  openDevChainPage,
  rpc,
  waitForConnected,
} from '../../fixtures/pageHelpers.ts'
import { expect, modalFrameOf } from '../../fixtures/test.ts'

const PAGE_ONLY = /you stay signed in only until this page is closed or reloaded/

const status = (page: Page) => page.evaluate(() => window.modal.getState()?.status)

test('behavior: the vault storage works: a reload restores an email login, then a Google login; the host storage holds neither', async ({
  stack,
  chains,
  storagePage: page,
}) => {
  test.setTimeout(150_000)
  const modalFrame = modalFrameOf(page)
  const { address } = await loginFreshOnDevChain({ page, modalFrame, stack, chains })
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(modalFrame.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(modalFrame.getByText(PAGE_ONLY)).toHaveCount(0)

  await openDevChainPage(page, stack, chains) // reload
  await waitForConnected(page)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([address])
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await clickWhenArmed(modalFrame.getByRole('button', { name: 'Disconnect' }).first())
  await expect.poll(() => status(page)).toBe('disconnected')

  // A social login, through the real popup and the dev Google (oidc-provider).
  const popup = await pickSocial(page, modalFrame, 'Google')
  const login = freshLogin('rey')
  await signInAtOidcProvider(popup, login)
  await saveRecoveryCode(modalFrame)
  await waitForConnected(page)
  const [social] = (await rpc(page, 'eth_accounts')).result as Hex[]
  expect(social).not.toBe(address)

  await openDevChainPage(page, stack, chains) // reload
  await waitForConnected(page)
  expect((await rpc(page, 'eth_accounts')).result).toEqual([social])
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  const name = login.charAt(0).toUpperCase() + login.slice(1)
  await expect(modalFrame.getByText(`Connected with Google (${name})`)).toBeVisible()

  // What kept them is the vault's own storage: a host-page script finds no share or token.
  const dump = JSON.stringify(await dumpHostStorage(page))
  expect(dump).not.toMatch(/[0-9a-f]{64}/i)
  expect(dump).not.toMatch(/share|token/i)
})

test('behavior: the vault storage is partitioned per host site, as Chrome ships it: a reload restores a Google login', async ({
  stack,
  chains,
}) => {
  await inPartitionedProfile(async ({ page, modalFrame }) => {
    await openDevChainPage(page, stack, chains)
    const login = freshLogin('kay')
    await signInAtOidcProvider(await pickSocial(page, modalFrame, 'Google'), login)
    await saveRecoveryCode(modalFrame)
    await waitForConnected(page)
    const accounts = (await rpc(page, 'eth_accounts')).result

    await openDevChainPage(page, stack, chains) // reload
    await waitForConnected(page)
    expect((await rpc(page, 'eth_accounts')).result).toEqual(accounts)
    await page.evaluate(() => window.modal.open({ view: 'Account' }))
    const name = login.charAt(0).toUpperCase() + login.slice(1)
    await expect(modalFrame.getByText(`Connected with Google (${name})`)).toBeVisible()
  })
})

test('error: the vault storage is blocked: Account says the session lasts for the page, and a reload shows Connect', async ({
  page,
  stack,
  chains,
  modalFrame,
  emailAccount: _loggedIn,
}) => {
  await page.evaluate(() => window.modal.open({ view: 'Account' }))
  await expect(modalFrame.getByText(PAGE_ONLY)).toBeVisible()

  await openDevChainPage(page, stack, chains) // reload
  expect(await status(page)).not.toBe('connected')
  expect((await rpc(page, 'eth_accounts')).result).toEqual([])
  await page.evaluate(() => window.modal.open())
  await expect(modalFrame.getByRole('button', { name: 'Continue with email' })).toBeVisible()
})
