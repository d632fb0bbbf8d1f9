import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

// The first paint is what main.tsx imports statically, and what that imports in turn. A feature's
// index.ts is its first-paint entry; its chunk.ts is its lazy-chunk entry, and first-paint code
// reaches a lazy chunk only through `import()` (docs/architecture.md "Feature entries").

const src = fileURLToPath(new URL('../', import.meta.url))
const name = (file: string) => relative(src, file)

/** The relative `.ts`/`.tsx` modules a file imports: statically (types left out) and with `import()`. */
function readImports(file: string) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const edges = { static: [] as string[], dynamic: [] as string[] }
  const add = (kind: 'static' | 'dynamic', specifier: ts.Node | undefined) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return
    if (!specifier.text.startsWith('.') || !/\.tsx?$/.test(specifier.text)) return
    edges[kind].push(resolve(dirname(file), specifier.text))
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      add('static', node.moduleSpecifier)
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) add('static', node.moduleSpecifier)
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add('dynamic', node.arguments[0])
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edges
}

/** Every module main.tsx reaches through static imports, with the edges between them. */
function readFirstPaint() {
  const modules = new Map<string, ReturnType<typeof readImports>>()
  const pending = [resolve(src, 'main.tsx')]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (modules.has(file)) continue
    const imports = readImports(file)
    modules.set(file, imports)
    pending.push(...imports.static)
  }
  return modules
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(name(file))?.[1] ?? null
const firstPaint = readFirstPaint()

describe('first paint imports', () => {
  test('behavior: first-paint code enters another feature only through its index.ts', () => {
    const crossings = [...firstPaint].flatMap(([file, imports]) =>
      imports.static
        .filter((target) => {
          const feature = featureOf(target)
          return feature !== null && feature !== featureOf(file)
        })
        .filter((target) => !name(target).endsWith(`${featureOf(target)}/index.ts`))
        .map((target) => `${name(file)} -> ${name(target)}`),
    )
    expect(crossings).toEqual([])
  })

  test('behavior: no chunk.ts is in the first paint, not even its own feature’s', () => {
    const chunks = [...firstPaint.keys()].map(name).filter((file) => file.endsWith('/chunk.ts'))
    expect(chunks).toEqual([])
  })

  test('behavior: a module the first paint loads with import() is not also in it', () => {
    const both = [...firstPaint.values()]
      .flatMap((imports) => imports.dynamic)
      .filter((target) => firstPaint.has(target))
      .map(name)
    expect(both).toEqual([])
  })
})
