/**
 * Something a page needed that could not be fetched (a screen's text, a stylesheet, offline): a
 * failure of the network, which a retry can mend, unlike a failure in the code.
 */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError'
}
