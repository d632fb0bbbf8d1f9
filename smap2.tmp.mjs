import { readFileSync } from 'node:fs'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'
const [file, filter] = process.argv.slice(2)
const code = readFileSync(file, 'utf8'); const map = new TraceMap(readFileSync(file + '.map', 'utf8'))
const lines = code.split('\n'); const lineStart = []; let o = 0; for (const l of lines) { lineStart.push(o); o += l.length + 1 }
const segs = []; eachMapping(map, (m) => segs.push([lineStart[m.generatedLine - 1] + m.generatedColumn, m.source]))
segs.sort((a, b) => a[0] - b[0]); const by = new Map()
for (let i = 0; i < segs.length; i++) { const end = i + 1 < segs.length ? segs[i + 1][0] : code.length; const s = segs[i][1] ?? '(none)'; by.set(s, (by.get(s) ?? 0) + end - segs[i][0]) }
for (const [k, n] of [...by].filter(([k]) => k.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(String(n).padStart(8), k.replace(/^.*\/src\//, ''))
