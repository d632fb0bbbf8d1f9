import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateDtsBundle } from 'dts-bundle-generator'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The type definitions of one entry (the loader's by default) as one self-contained `.d.ts`:
 * dts-bundle-generator inlines the shared-protocol types, then the types inferred from zod
 * schemas (`z.infer<typeof X>`) are expanded into plain object types so a host needs nothing
 * installed to use them. For the loader, `export as namespace Porthole` makes the same file
 * describe the IIFE's global.
 */
export async function bundleTypes({ entry = 'src/index.ts', umdModuleName = 'Porthole' } = {}) {
  const [bundled] = generateDtsBundle(
    [
      {
        filePath: join(root, entry),
        output: { noBanner: true, ...(umdModuleName ? { umdModuleName } : {}) },
      },
    ],
    { preferredConfigPath: join(root, 'tsconfig.dts.json') },
  )
  const dir = await mkdtemp(join(root, '.types-'))
  try {
    const file = join(dir, 'porthole.d.ts')
    await writeFile(file, `import type * as z from 'zod/mini'\n${bundled}`)
    return expandInferredTypes(file)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function expandInferredTypes(file) {
  const program = ts.createProgram([file], {
    strict: true,
    exactOptionalPropertyTypes: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const usesZod = (node) => /\bz\./.test(node.getText(source))
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.InTypeAlias |
    ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType
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
  if (/\bz\./.test(out)) throw new Error('bundleTypes: a zod type is left in porthole.d.ts')
  return out
}
