import { describe, expect, test } from 'vitest'
import { socialLoginOrder } from './socialLoginOrder.ts'

const all = {
  providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
  farcaster: true,
}

describe('socialLoginOrder', () => {
  test('default: every supported login in the default order', () => {
    expect(socialLoginOrder(undefined, all)).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  test("param: the host's order, unknown and repeated names dropped", () => {
    expect(socialLoginOrder(['github', 'myspace', 'google', 'github'], all)).toEqual([
      'github',
      'google',
    ])
  })

  test('param: false turns socials off', () => {
    expect(socialLoginOrder(false, all)).toEqual([])
  })

  test('behavior: only what the api has set up', () => {
    expect(
      socialLoginOrder(['farcaster', 'google', 'apple'], {
        providers: ['apple'],
        farcaster: false,
      }),
    ).toEqual(['apple'])
  })
})
