import { describe, expect, it } from 'vitest'
import { stepDurations } from './measureBoot.ts'

describe('stepDurations', () => {
  it('gives each step its end minus the end of the step before it', () => {
    expect(stepDurations(100, { stage: 110, html: 130, script: 200 })).toEqual({
      stage: 10,
      html: 20,
      script: 70,
    })
  })

  it('measures a step after a missing one from the last step measured', () => {
    expect(stepDurations(0, { html: 40, handshake: 55, painted: 90 })).toEqual({
      html: 40,
      handshake: 15,
      painted: 35,
    })
  })

  it('follows the boot order, not the order the times are given in', () => {
    expect(stepDurations(0, { registry: 120, painted: 100, open: 60 })).toEqual({
      open: 60,
      painted: 40,
      registry: 20,
    })
  })
})
