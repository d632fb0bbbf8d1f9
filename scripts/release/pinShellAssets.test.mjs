import { expect, test } from 'vitest'
import { pinShellAssets } from './pinShellAssets.mjs'

// sha384 of the bytes, base64, as `openssl dgst -sha384 -binary | base64` prints them.
const ALERT = 'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW'
const BODY = 'sha384-myyg/hQ74aSgjBBvVME/QXAXEkT4Y9dHbVQ5C0lIyGpldvNLJV2IWc5ElXbqLi06'
const files = { 'assets/index-a.js': 'alert(1)', 'assets/index-b.css': 'body{}' }
const read = async (path) => {
  if (!(path in files)) throw new Error(`no ${path}`)
  return Buffer.from(files[path])
}

test('default: each built asset a shell names gets the sha384 of its bytes; other URLs are left alone', async () => {
  const html = [
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-b.css">',
    '<script type="module" crossorigin src="./assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/index-a.js">',
    '<link rel="icon" href="https://cdn.example/favicon.ico">',
  ].join('\n')
  expect((await pinShellAssets(html, read)).split('\n')).toEqual([
    `<script type="module" crossorigin src="/assets/index-a.js" integrity="${ALERT}"></script>`,
    `<link rel="stylesheet" crossorigin href="/assets/index-b.css" integrity="${BODY}">`,
    `<script type="module" crossorigin src="./assets/index-a.js" integrity="${ALERT}"></script>`,
    `<link rel="modulepreload" crossorigin href="/assets/index-a.js" integrity="${ALERT}">`,
    '<link rel="icon" href="https://cdn.example/favicon.ico">',
  ])
})

test('error: a shell naming an asset the build lacks fails the release, naming it', async () => {
  await expect(pinShellAssets('<script src="/assets/gone.js"></script>', read)).rejects.toThrow(
    'no assets/gone.js',
  )
})
