import { describe, expect, test } from 'vitest'
import { moveGridFocus } from './moveGridFocus.ts'

describe('moveGridFocus', () => {
  test('default: left and right move by one, up and down by a row', () => {
    expect(moveGridFocus('ArrowRight', 1, 10, 4)).toBe(2)
    expect(moveGridFocus('ArrowLeft', 1, 10, 4)).toBe(0)
    expect(moveGridFocus('ArrowDown', 1, 10, 4)).toBe(5)
    expect(moveGridFocus('ArrowUp', 5, 10, 4)).toBe(1)
  })

  test('behavior: stays inside the grid at its edges', () => {
    expect(moveGridFocus('ArrowLeft', 0, 10, 4)).toBe(0)
    expect(moveGridFocus('ArrowRight', 9, 10, 4)).toBe(9)
    expect(moveGridFocus('ArrowDown', 7, 10, 4)).toBe(7)
    expect(moveGridFocus('ArrowUp', 2, 10, 4)).toBe(2)
    expect(moveGridFocus('Home', 6, 10, 4)).toBe(0)
    expect(moveGridFocus('End', 2, 10, 4)).toBe(9)
  })

  test('param: other keys are not handled', () => {
    expect(moveGridFocus('Enter', 1, 10, 4)).toBeNull()
  })
})
