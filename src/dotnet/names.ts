/**
 * The shape of data/dotnet-names.json: names from Polly for .NET (v7 policies and
 * the v8 pipeline API) with the polly_dart 0.0.9 names that do the same job.
 * The "Coming from Polly for .NET" section renders it, and the search reads it
 * for synonyms.
 */

/** Which Polly for .NET generation a name belongs to. */
export type PollyGeneration = 'v7' | 'v8' | 'both';

export interface DotnetName {
  /** The name as a .NET reader writes it, e.g. `WaitAndRetryAsync` or `Policy.Handle<T>()`. */
  dotnet: string;
  polly: PollyGeneration;
  /**
   * polly_dart names that do the same job: symbols, members (`addRetry`) or
   * `Class.member` (`RetryStrategyOptions.infinite`), all in data/polly_dart-0.0.9.json.
   * Empty when polly_dart has no counterpart.
   */
  dart: string[];
  /** Site path with an optional anchor where a reader with this name should land. */
  page: string;
  /** One line on what to know when moving over. */
  note: string;
}

export interface DotnetNamesFile {
  names: DotnetName[];
}
