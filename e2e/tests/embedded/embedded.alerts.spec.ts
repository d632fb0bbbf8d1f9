// SPEC §8's embedded-wallet alerts "unverified domain" and "invalid app config": the vault
// server checks the project and the host origin the frame verified, and a refused vault answers
// every request with why, so the frame says it at once instead of waiting for a load timeout.
import type { FrameLocator, Page } from '@playwright/test'
import { freshEmail, submitEmail } from '../../fixtures/emailLogin.ts'
import { openDevChainPage } from '../../fixtures/pageHelpers.ts'
import type { Stack } from '../../fixtures/startStack.ts'
import { expect, test } from '../../fixtures/test.ts'

test.afterEach(({ stack }) => stack.apiClock.reset())

type Project = Awaited<ReturnType<typeof ownProject>>

let count = 0
/** A project of its own that allows the host page (localhost), for this test only. */
async function ownProject(stack: Stack) {
  const project = {
    id: `alerts-${Date.now()}-${++count}`,
    name: 'Alerts shop',
    allowedOrigins: ['http://localhost:*'],
    useDefaultOrigins: false,
  }
  await stack.projects.saveProject(project)
  return project
}

/**
 * Past the api's 5 s cache of the project (its clock moved on rather than waiting), a fresh
 * email's login shows the alert `text`.
 */
async function expectLoginAlert(
  { page, modalFrame, stack }: { page: Page; modalFrame: FrameLocator; stack: Stack },
  text: string,
) {
  stack.apiClock.advance(6_000)
  await submitEmail(page, modalFrame, freshEmail())
  await expect(modalFrame.getByRole('alert').filter({ hasText: text })).toBeVisible({
    timeout: 10_000,
  })
}

// Each case: a change to the page's project after it loaded, and the alert a login then shows.
const cases = [
  {
    name: 'error: the host taken off the project’s allow-list after the page loaded: "unverified domain" at once, no code sent',
    change: (stack: Stack, project: Project) =>
      stack.projects.saveProject({ ...project, allowedOrigins: ['https://shop.example'] }),
    alert:
      'This site is not verified for this app, so its secure wallet is turned off. The site’s owner must add it to the project’s allowed origins.',
  },
  {
    name: 'error: a project deleted after the page loaded: "invalid app config" at once, no code sent',
    change: (stack: Stack, project: Project) => stack.projects.deleteProject(project.id),
    alert:
      'This app’s wallet settings are invalid, so email login is unavailable. The site’s owner must check the project.',
  },
]

for (const { name, change, alert } of cases) {
  test(name, async ({ page, stack, chains, modalFrame }) => {
    const project = await ownProject(stack)
    await openDevChainPage(page, stack, chains, { projectId: project.id })
    await change(stack, project)
    const mails = stack.mailbox.messages().length
    await expectLoginAlert({ page, modalFrame, stack }, alert)
    expect(stack.mailbox.messages().length).toBe(mails)
  })
}
