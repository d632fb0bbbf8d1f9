import { expect, test } from 'vitest'
import { findLayoutProblems, isSource } from './checkLayout.mjs'

const none = { files: {}, folders: {} }
const folderOf = (folder, count) =>
  Array.from({ length: count }, (_, i) => ({ path: `${folder}/file${i}.ts`, lines: 10 }))

test('default: files up to 300 lines in folders of up to 15 source files pass', () => {
  expect(findLayoutProblems([...folderOf('a', 15), { path: 'b/c.tsx', lines: 300 }], none)).toEqual(
    [],
  )
})

test('error: a file of 301 lines and a folder of 16 source files are named', () => {
  expect(findLayoutProblems([...folderOf('a', 16), { path: 'b/c.ts', lines: 301 }], none)).toEqual([
    'b/c.ts has 301 lines (at most 300): split it along its seams',
    'a has 16 source files (at most 15): group them in sub-folders by concern',
  ])
})

test('param: tests count, files in sub-folders, styles, data, dist and node_modules do not', () => {
  const files = [
    ...folderOf('a', 14),
    { path: 'a/x.test.ts', lines: 10 },
    { path: 'a/sub/y.ts', lines: 10 },
    { path: 'a/z.css', lines: 999 },
    { path: 'a/data.json', lines: 999 },
    { path: 'a/dist/bundle.js', lines: 999 },
    { path: 'node_modules/p/index.js', lines: 999 },
  ]
  expect(findLayoutProblems(files, none)).toEqual([])
  expect(findLayoutProblems([...files, { path: 'a/w.spec.ts', lines: 1 }], none)).toEqual([
    'a has 16 source files (at most 15): group them in sub-folders by concern',
  ])
  expect(['a.mjs', 'a.js', 'b/generated/x.ts'].map(isSource)).toEqual([true, true, false])
})

test('behavior: a listed exception may shrink but not grow, and must leave the list once it fits', () => {
  const known = { files: { 'big.ts': 320 }, folders: { wide: 17 } }
  expect(
    findLayoutProblems([{ path: 'big.ts', lines: 320 }, ...folderOf('wide', 17)], known),
  ).toEqual([])
  expect(
    findLayoutProblems([{ path: 'big.ts', lines: 321 }, ...folderOf('wide', 18)], known),
  ).toEqual([
    'big.ts has 321 lines, more than the 320 it had: split it along its seams',
    'wide has 18 source files, more than the 17 it had: group them in sub-folders by concern',
  ])
  expect(
    findLayoutProblems([{ path: 'big.ts', lines: 310 }, ...folderOf('wide', 15)], known),
  ).toEqual([
    'big.ts has 310 lines now: lower its number in layoutExceptions.json to 310',
    'wide is within the limit now: remove it from folders in layoutExceptions.json',
  ])
})
