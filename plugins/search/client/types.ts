/**
 * The part of the algoliasearch v5 lite API that DocSearch, the Docusaurus
 * search page and algoliasearch-helper use, as the embedded client serves it.
 */
import type {FacetCounts, FacetFilters} from './facets';
import type {HighlightResult, SnippetResult} from './highlight';

export interface SearchRequest {
  indexName: string;
  query?: string;
  attributesToRetrieve?: readonly string[];
  attributesToHighlight?: readonly string[];
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  facets?: string | readonly string[];
  facetFilters?: FacetFilters;
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  [parameter: string]: unknown;
}

/** The legacy (v4) form of one request: `{indexName, params}`. */
export interface LegacySearchRequest {
  indexName: string;
  params?: Omit<SearchRequest, 'indexName'>;
}

export type SearchMethodParams = {requests: readonly SearchRequest[]} | readonly LegacySearchRequest[];

/** Highlight or snippet results of a hit: one entry per attribute; hierarchy levels nested. */
export type AttributeResults<T> = Record<string, T | Record<string, T>>;

export interface Hit {
  objectID: string;
  _highlightResult?: AttributeResults<HighlightResult>;
  _snippetResult?: AttributeResults<SnippetResult>;
  [attribute: string]: unknown;
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  facets?: FacetCounts;
  queryID?: string;
}

export interface SearchResponses {
  results: SearchResponse[];
}

/** What DocSearch calls on the client it is given (`DocSearchTransformClient`). */
export interface LiteSearchClient {
  appId: string;
  search(params: SearchMethodParams): Promise<SearchResponses>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(agent: {segment: string; version?: string}): unknown}};
}
