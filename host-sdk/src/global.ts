// The IIFE build's entry: `<script src=".../porthole.iife.js">` gets the package's exports as
// the global `Porthole`. Assigned here rather than through esbuild's `globalName`, whose
// CommonJS-style export helpers cost the loader about 200 bytes gzip. `global.test.ts` checks
// that it holds every runtime export of index.ts.
import {
  AddOnLoadError,
  BrowserRequiredError,
  createModal,
  ErrorCode,
  InsecureContextError,
  InvalidConfigError,
} from './index.ts'

Object.assign(globalThis, {
  Porthole: {
    AddOnLoadError,
    BrowserRequiredError,
    createModal,
    ErrorCode,
    InsecureContextError,
    InvalidConfigError,
  },
})
