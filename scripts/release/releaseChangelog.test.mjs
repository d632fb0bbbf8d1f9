import { describe, expect, test } from 'vitest'
import { lockstepVersion, ReleaseRefusedError, releaseChangelog } from './releaseChangelog.mjs'

describe('releaseChangelog', () => {
  test('default: the Unreleased entries move under the new version, above the older ones', () => {
    const text =
      '# Changelog\n\n## Unreleased\n\n- New hook\n- Fix\n\n## 0.1.0 (2026-11-01)\n\n- First\n'
    expect(releaseChangelog(text, '0.2.0', '2026-12-02')).toBe(
      '# Changelog\n\n## Unreleased\n\n## 0.2.0 (2026-12-02)\n\n- New hook\n- Fix\n\n## 0.1.0 (2026-11-01)\n\n- First\n',
    )
  })

  test('default: a first release, with no older section', () => {
    expect(
      releaseChangelog('# Changelog\n\n## Unreleased\n\n- First\n', '0.1.0', '2026-11-01'),
    ).toBe('# Changelog\n\n## Unreleased\n\n## 0.1.0 (2026-11-01)\n\n- First\n')
  })

  test('error: nothing under Unreleased, or no Unreleased heading, refuses the release', () => {
    expect(() => releaseChangelog('## Unreleased\n\n## 0.1.0 (x)\n\n- a\n', '0.2.0', 'd')).toThrow(
      ReleaseRefusedError,
    )
    expect(() => releaseChangelog('# Changelog\n\n## 0.1.0 (x)\n\n- a\n', '0.2.0', 'd')).toThrow(
      /no "## Unreleased" heading/,
    )
  })
})

describe('lockstepVersion', () => {
  test('default: the version every package has', () => {
    expect(
      lockstepVersion([
        { name: '@porthole/host-sdk', version: '0.3.1' },
        { name: '@porthole/react', version: '0.3.1' },
      ]),
    ).toBe('0.3.1')
  })

  test('error: packages at different versions are named', () => {
    expect(() =>
      lockstepVersion([
        { name: '@porthole/host-sdk', version: '0.3.1' },
        { name: '@porthole/react', version: '0.3.0' },
      ]),
    ).toThrow('The packages are not in lockstep: @porthole/host-sdk@0.3.1, @porthole/react@0.3.0.')
  })
})
