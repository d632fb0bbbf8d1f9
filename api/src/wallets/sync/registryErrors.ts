import { UpstreamError } from '../../errors.ts'

/** A registry source (an Explorer URL or file) that cannot be read or is not in its format. */
export class RegistrySourceError extends UpstreamError {
  override name = 'RegistrySourceError'
}
