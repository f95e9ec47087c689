/**
 * DocSearch stores the hit count and the suggestions of every answer it
 * receives, even of an answer that arrives after the answer to a later query.
 * Wrapping its client so that only the answer to the latest request settles
 * keeps "See all N results" and the suggestions about the query on screen.
 */
import type {SearchMethodParams, SearchResponses} from './types';

interface Searchable {
  search(params: SearchMethodParams): Promise<SearchResponses>;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export function withLatestAnswersOnly<C extends Searchable>(client: C): C {
  let latest = 0;
  function search(params: SearchMethodParams): Promise<SearchResponses> {
    latest += 1;
    const request = latest;
    return client.search(params).then(
      (responses) => (request === latest ? responses : never<SearchResponses>()),
      (error: unknown) => (request === latest ? Promise.reject(error) : never<SearchResponses>()),
    );
  }
  return {...client, search};
}
