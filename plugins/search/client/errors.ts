/**
 * Errors of the embedded search client, named like algoliasearch's own so
 * that DocSearch reacts to them the same way: it shows its error screen for
 * a `RetryError` only.
 */
export class RetryError extends Error {
  override name = 'RetryError';
  readonly transporterStackTrace: never[] = [];
  constructor(indexUrl: string, cause: unknown) {
    super(`Unreachable hosts - the search index ${indexUrl} could not be loaded (${String(cause)}).`);
  }
}

export class DeserializationError extends Error {
  override name = 'DeserializationError';
}
