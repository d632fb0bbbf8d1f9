/** What painting Connect needs, as paths relative to the frame's dist folder. */
export function firstPaintFiles(distDir: string): Set<string>
/** A lazy chunk built from `source` and its static imports, as paths relative to dist. */
export function lazyChunkFiles(distDir: string, source: string): Set<string>
