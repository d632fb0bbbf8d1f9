import type { Reporter, TestError } from '@playwright/test/reporter'

/**
 * Prints again, after the run's summary, the errors that were not part of any test (a worker
 * fixture's teardown, an uncaught error between tests). The list reporter prints them where
 * they happened, which on a long run is thousands of lines above the summary a CI log shows.
 */
export default class ErrorsAtEnd implements Reporter {
  private readonly errors: TestError[] = []

  onError(error: TestError) {
    this.errors.push(error)
  }

  onEnd() {
    if (this.errors.length === 0) return
    console.log(`\nErrors outside any test (${this.errors.length}):`)
    for (const [index, error] of this.errors.entries()) {
      const where = error.location ? ` at ${error.location.file}:${error.location.line}` : ''
      console.log(`\n  ${index + 1})${where}\n${error.stack ?? error.message ?? error.value}`)
    }
  }

  printsToStdio() {
    return true
  }
}
