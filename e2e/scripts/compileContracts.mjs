// Compiles every e2e/contracts/*.sol with solc-js (the bundled compiler, offline) into
// e2e/fixtures/devChain/contracts.gen.json: { solc, contracts: { Name: { abi, bytecode } } }.
// Imports (`@openzeppelin/contracts/...`) resolve from node_modules; library contracts that
// are only imported are left out of the JSON.
// The output is committed; run `node e2e/scripts/compileContracts.mjs` after editing a
// contract (the dev chain test fails while the JSON is stale). `--check` compares instead of
// writing and exits 1 when the committed JSON differs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = join(e2eDir, 'contracts')
const outFile = join(e2eDir, 'fixtures', 'devChain', 'contracts.gen.json')
const require = createRequire(import.meta.url)

/** solc's import callback: package imports come from node_modules, nothing from the network. */
function findImport(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

/** Compiles the contract sources and returns the JSON text of contracts.gen.json. */
export function compileContracts() {
  const sources = {}
  for (const file of readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  }
  const contracts = {}
  for (const file of Object.keys(sources)) {
    for (const [name, artifact] of Object.entries(output.contracts[file])) {
      contracts[name] = { abi: artifact.abi, bytecode: `0x${artifact.evm.bytecode.object}` }
    }
  }
  return `${JSON.stringify({ solc: solc.version(), contracts }, null, 2)}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = compileContracts()
  if (process.argv.includes('--check')) {
    if (readFileSync(outFile, 'utf8') !== json) {
      console.error('contracts.gen.json is stale: run node e2e/scripts/compileContracts.mjs')
      process.exit(1)
    }
  } else {
    writeFileSync(outFile, json)
    console.log(`wrote ${outFile}`)
  }
}
