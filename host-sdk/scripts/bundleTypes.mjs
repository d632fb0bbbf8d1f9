import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateDtsBundle } from 'dts-bundle-generator'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The type definitions of each entry as one self-contained `.d.ts`, in the order given:
 * dts-bundle-generator inlines the shared-protocol types, then the types inferred from zod
 * schemas (`z.infer<typeof X>`) are expanded into plain object types so a host needs nothing
 * installed to use them. An entry with a `umdModuleName` (the loader's `Porthole`) gets
 * `export as namespace`, so the same file describes the IIFE's global. All entries share one
 * compiler program per step: each program reads the whole source once (seconds apiece).
 * @example
 * const [loader, networks] = await bundleTypes([
 *   { entry: 'src/index.ts', umdModuleName: 'Porthole' },
 *   { entry: 'src/networks/index.ts' },
 * ])
 */
export async function bundleTypes(entries) {
  const bundled = generateDtsBundle(
    entries.map(({ entry, umdModuleName }) => ({
      filePath: join(root, entry),
      output: { noBanner: true, ...(umdModuleName ? { umdModuleName } : {}) },
    })),
    { preferredConfigPath: join(root, 'tsconfig.dts.json') },
  )
  const dir = await mkdtemp(join(root, '.types-'))
  try {
    const files = await Promise.all(
      bundled.map(async (text, index) => {
        const file = join(dir, `entry${index}.d.ts`)
        await writeFile(file, `import type * as z from 'zod/mini'\n${text}`)
        return file
      }),
    )
    return expandInferredTypes(files)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function expandInferredTypes(files) {
  const program = ts.createProgram(files, {
    strict: true,
    exactOptionalPropertyTypes: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.InTypeAlias |
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType
  return files.map((file) => {
    const source = program.getSourceFile(file)
    const usesZod = (node) => /\bz\./.test(node.getText(source))
    const parts = []
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) continue
      if (ts.isVariableStatement(statement) && usesZod(statement)) continue
      if (ts.isTypeAliasDeclaration(statement) && usesZod(statement)) {
        const type = checker.getTypeAtLocation(statement.name)
        const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        const text = checker.typeToString(type, undefined, flags)
        parts.push(`${exported ? 'export ' : ''}type ${statement.name.text} = ${text};`)
        continue
      }
      parts.push(statement.getFullText(source).trim())
    }
    const out = `${parts.join('\n')}\n`
    if (/\bz\./.test(out)) throw new Error('bundleTypes: a zod type is left in a .d.ts')
    return out
  })
}
