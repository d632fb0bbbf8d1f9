// README.md's "Use with viem" example, bundled as a host developer's bundler would (esbuild)
// and run against the modal with the dev wallet: the client connects and signs through
// modal.provider alone.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'
import { repoRoot } from '../fixtures/paths.ts'
import { expect, test } from '../fixtures/test.ts'

/** The first ```js block after `heading` in README.md, bundled for the browser. */
async function bundleReadmeExample(heading: string): Promise<string> {
  const readme = await readFile(join(repoRoot, 'README.md'), 'utf8')
  const code = /```js\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf(heading)))?.[1]
  if (!code) throw new Error(`No js example after "${heading}" in README.md`)
  const result = await build({
    stdin: { contents: code, resolveDir: join(repoRoot, 'e2e'), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

test('default: the README viem example connects and signs through modal.provider', async ({
  walletPage,
  modalFrame,
  stack,
}) => {
  const bundle = await bundleReadmeExample('### Use with viem')
  await walletPage.route(`${stack.hostUrl}/viem-example.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  )
  const signed = walletPage.waitForEvent('console', (message) =>
    message.text().startsWith('signed'),
  )
  await walletPage.evaluate(() => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = '/viem-example.js'
    document.body.append(script)
  })
  await modalFrame.getByRole('button', { name: /Dev Wallet/ }).click()
  const [, account, signature] = (await signed).text().split(' ')
  expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
})
