// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { FormRow, type FormRowProps } from './FormRow.tsx'

// React warns unless the environment says updates are wrapped in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const mount = async (props: Omit<FormRowProps, 'children'>) => {
  const container = document.createElement('div')
  await act(() =>
    createRoot(container).render(
      <FormRow {...props}>{(control) => <input {...control} />}</FormRow>,
    ),
  )
  const input = container.querySelector('input') as HTMLInputElement
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => container.querySelector(`[id="${id}"]`)?.textContent)
  return { container, input, described }
}

describe('FormRow', () => {
  it('default: the label names the control; hint and problem line describe it', async () => {
    const { container, input, described } = await mount({
      label: 'Amount',
      hint: '≈ $1.25',
      error: '',
    })
    expect(container.querySelector('label')?.htmlFor).toBe(input.id)
    expect(container.querySelector('label')?.textContent).toBe('Amount')
    expect(described).toEqual(['≈ $1.25', ''])
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('')
  })

  it('error: a problem marks the control invalid and is read as its description', async () => {
    const { input, described, container } = await mount({
      label: 'To',
      error: 'Enter an address or a name.',
    })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(described).toEqual(['Enter an address or a name.'])
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Enter an address or a name.',
    )
  })

  it('param: invalid overrides the problem text; no error prop means no alert line', async () => {
    const flagged = await mount({ label: 'Amount', error: 'Quote failed.', invalid: false })
    expect(flagged.input.hasAttribute('aria-invalid')).toBe(false)
    const plain = await mount({ label: 'Pay in' })
    expect(plain.container.querySelector('[role="alert"]')).toBeNull()
    expect(plain.input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('param: a null hint keeps its live line in place but out of the description', async () => {
    const { container, described } = await mount({ label: 'To', hint: null, hintLive: true })
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull()
    expect(described).toEqual([])
  })
})
