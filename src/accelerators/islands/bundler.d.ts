// The bundler's module API that ./lazyModule.ts and the islands' declarations use (webpack's names, which Rspack keeps).
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare const __webpack_require__: (id: string | number) => unknown;

declare namespace NodeJS {
  interface Require {
    /** The id of a module, without bundling it into the calling chunk. */
    resolveWeak(request: string): string | number;
  }
}
