// Modules the search plugin serves through webpack aliases (plugins/search/index.ts).

/** The backend of this build: `embedded.ts` or `hosted.ts` (same exports). */
declare module '@search/client' {
  export {searchBackend} from '@site/plugins/search/client/embedded';
}

/** What the search button starts before the backend's code is here: `embeddedWarmUp.ts` or `hostedWarmUp.ts`. */
declare module '@search/warm-up' {
  export {warmUpSearch} from '@site/plugins/search/client/embeddedWarmUp';
}

/** DocSearch's modal, from the copy the plugin writes at build time (node/docsearchModal.ts). */
declare module '@search/docsearch-modal' {
  export {DocSearchModal} from '@docsearch/react';
}

/** DocSearch's stylesheet (imported for its side effect). */
declare module '@docsearch/react/style';
