// Modules the search plugin's theme imports that carry no types of their own.

/** DocSearch's modal, from the copy the plugin writes at build time (node/docsearchModal.ts, served under this name). */
declare module '@search/docsearch-modal' {
  export {DocSearchModal} from '@docsearch/react';
}

/** DocSearch's stylesheet (imported for its side effect). */
declare module '@docsearch/react/style';
