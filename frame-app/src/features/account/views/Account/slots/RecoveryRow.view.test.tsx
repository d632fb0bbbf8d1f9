import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { describe, expect, onTestFinished, test } from 'vitest'
import { page } from 'vitest/browser'
import { Icon, type IconName } from '../../../../../components/Icon/Icon.tsx'
import type { RecoveryMethod } from '../../../hooks/useRecoveryMethod.ts'
import { RecoveryRow } from './RecoveryRow.tsx'

/** `element` rendered into the page, removed after the test. */
function render(element: ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() => root.render(element))
  onTestFinished(() => {
    root.unmount()
    container.remove()
  })
  return container
}

/** The markup of `name`'s icon, to tell which mark a row shows. */
const iconMarkup = (name: IconName) => render(<Icon name={name} size={20} />).innerHTML

describe('RecoveryRow', () => {
  test.each<[RecoveryMethod, string, IconName | null]>([
    ['passkey', 'Recovery: passkey', 'check'],
    ['code', 'Recovery: recovery code', 'check'],
    ['none', 'No recovery method: set one up', 'warning'],
    ['unknown', 'Recovery', null],
  ])(
    'behavior: %s reads "%s" with the mark %s, a check mark only beside a method in place',
    async (method, label, mark) => {
      const row = render(<RecoveryRow method={method} onToggle={() => {}} />)
      // The row's own mark; the chevron at its end is ListItem's, the same for every method.
      await expect.element(page.getByRole('button', { name: label, exact: true })).toBeVisible()
      const shown = row.querySelector('.ph-method-icon')?.innerHTML ?? ''
      expect(shown).toBe(mark ? iconMarkup(mark) : '')
    },
  )
})
