// Languages (issue 21): the browser's languages pick the modal's locale, `locale` in the config
// and `modal.setLocale` override them; only the chosen locale's chunk downloads; Arabic lays
// the dialog out right to left. Screenshots of Arabic Connect go to e2e/.artifacts/i18n/.
import type { FrameLocator, Page } from '@playwright/test'
import { recordRequests, setDevWalletMode } from '../../fixtures/pageHelpers.ts'
import { expect, openHostPage, test } from '../../fixtures/test.ts'

/** Every locale chunk the frame downloads (`/assets/catalog-*.js`), from now on. */
const watchCatalogs = (page: Page) =>
  recordRequests(page, (request) =>
    /\/assets\/catalog-[\w-]+\.js$/.test(new URL(request.url()).pathname),
  )

const dialog = (frame: FrameLocator, title: string) => frame.getByRole('dialog', { name: title })

/** Opens the modal on Connect, until its card shows under `title` (the locale's words). */
async function openConnectIn(page: Page, frame: FrameLocator, title: string) {
  await page.evaluate(() => window.modal.open())
  await expect(dialog(frame, title)).toBeVisible()
}

test.describe('Arabic browser', () => {
  test.use({ locale: 'ar-EG' })

  test('default: the dialog is right to left, titled in Arabic, and one locale chunk loads', async ({
    page,
    stack,
    modalFrame,
  }) => {
    const catalogs = watchCatalogs(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHostPage(page, stack)
    await page.evaluate(() => window.modal.open())
    const card = dialog(modalFrame, 'ربط المحفظة')
    await expect(card).toBeVisible()
    await expect(card).toHaveAttribute('dir', 'rtl')
    await expect(card).toHaveAttribute('lang', 'ar')
    // Mirrored: the close button sits on the left edge of the header, the title to its right.
    const close = await card.getByRole('button', { name: 'إغلاق' }).boundingBox()
    const box = await card.boundingBox()
    expect(close && box && close.x - box.x).toBeLessThan(box ? box.width / 2 : 0)
    expect(catalogs).toHaveLength(1)
    await page.screenshot({ path: '.artifacts/i18n/connect-ar-light.png' })
    await page.evaluate(() => window.modal.setThemeMode('dark'))
    await page.screenshot({ path: '.artifacts/i18n/connect-ar-dark.png' })
    await page.evaluate(() => window.modal.open({ view: 'Networks' }))
    await expect(dialog(modalFrame, 'اختيار الشبكة')).toBeVisible()
    await page.screenshot({ path: '.artifacts/i18n/networks-ar-dark.png' })
  })
})

test.describe('German browser', () => {
  test.use({ locale: 'de-DE' })

  test('param: navigator.languages picks German; setLocale switches the open modal to Japanese', async ({
    hostPage,
    modalFrame,
  }) => {
    await hostPage.evaluate(() => window.modal.open())
    const german = dialog(modalFrame, 'Wallet verbinden')
    await expect(german).toBeVisible()
    await expect(german).toHaveAttribute('dir', 'ltr')
    await hostPage.evaluate(() => window.modal.setLocale('ja'))
    await expect(dialog(modalFrame, 'ウォレットを接続')).toBeVisible()
    await expect(modalFrame.getByRole('button', { name: '閉じる' })).toBeVisible()
  })

  test('param: locale "fr" in createModal wins over the browser languages', async ({
    page,
    stack,
    modalFrame,
  }) => {
    await openHostPage(page, stack, { locale: 'fr' })
    await openConnectIn(page, modalFrame, 'Connecter un portefeuille')
  })
})

test.describe('Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  test('behavior: a wallet that fails the connect is explained in Spanish, never by its raw text', async ({
    walletPage,
    modalFrame,
  }) => {
    await setDevWalletMode(walletPage, 'fail')
    await openConnectIn(walletPage, modalFrame, 'Conectar billetera')
    const row = modalFrame.getByRole('button', { name: /Dev Wallet/ })
    await expect(row).toBeEnabled()
    await row.click()
    const line = (text: string) => modalFrame.getByRole('paragraph').filter({ hasText: text })
    await expect(line('Error de conexión')).toBeVisible()
    await expect(
      line('La billetera tuvo un problema. Vuelve a intentarlo o reinicia la billetera.'),
    ).toBeVisible()
    await expect(modalFrame.getByText('Internal error')).toHaveCount(0)
  })
})

test('default: an English browser downloads no locale chunk', async ({
  page,
  stack,
  modalFrame,
}) => {
  const catalogs = watchCatalogs(page)
  await openHostPage(page, stack)
  await openConnectIn(page, modalFrame, 'Connect wallet')
  await page.evaluate(() => window.modal.setLocale('nl'))
  // Dutch is not offered: the browser's English stays.
  await expect(dialog(modalFrame, 'Connect wallet')).toBeVisible()
  expect(catalogs).toEqual([])
})

test('error: setLocale with a tag that is not BCP 47 rejects with -32600 and changes nothing', async ({
  hostPage,
  modalFrame,
}) => {
  const outcome = await hostPage.evaluate(() =>
    window.modal.setLocale('en_US!').then(
      () => 'resolved',
      (error: { code?: number; message?: string }) => `${error.code}: ${error.message}`,
    ),
  )
  expect(outcome).toMatch(/^-32600: .*BCP 47/)
  await openConnectIn(hostPage, modalFrame, 'Connect wallet')
})
