import { createHash } from 'node:crypto'

/**
 * The Subresource Integrity value of `bytes`: `sha384-<base64>`, what a host writes in
 * `<script integrity=…>`.
 * @example
 * sriOf(Buffer.from('alert(1)')) // 'sha384-…'
 */
export function sriOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`
}
