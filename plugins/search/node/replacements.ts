/**
 * Module replacements scoped to one importing module ("issuer"), checked after
 * each compilation: if a replacement module is missing from the module graph,
 * or a module it stands in for is still there, the compilation fails.
 */
// Typed with webpack's API, as Docusaurus types `configureWebpack`; the site builds with Rspack, which implements it.
import type {WebpackPluginInstance} from 'webpack';

export interface ScopedReplacement {
  /** What the replacement is for, used in the error message. */
  purpose: string;
  /** The request to replace (exactly as written in the import). */
  request: string;
  /** Absolute path of the importing module whose import is replaced. */
  issuer: string;
  /** Absolute path of the module served instead. */
  replacement: string;
  /** Modules that must not be in the graph once replaced (paths matched by this pattern). */
  mustNotRemain?: RegExp;
}

interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

/** Whether a resolution is the import to replace. */
export function shouldReplace(replacement: ScopedReplacement, data: ResolveData): boolean {
  return data.request === replacement.request && data.contextInfo.issuer === replacement.issuer;
}

/** Problems in a finished module graph, given the paths of its modules. */
export function replacementProblems(
  replacements: readonly ScopedReplacement[],
  modulePaths: ReadonlySet<string>,
): string[] {
  return replacements.flatMap((r) => {
    const problems: string[] = [];
    if (!modulePaths.has(r.replacement)) {
      problems.push(`${r.purpose}: "${r.request}" imported by ${r.issuer} was not replaced by ${r.replacement}.`);
    }
    const remaining = r.mustNotRemain && [...modulePaths].find((p) => r.mustNotRemain?.test(p));
    if (remaining) problems.push(`${r.purpose}: ${remaining} is still bundled.`);
    return problems;
  });
}

type NormalModuleReplacementPluginClass = new (
  resourceRegExp: RegExp,
  newResource: (data: ResolveData) => void,
) => WebpackPluginInstance;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function scopedReplacementPlugin(
  replacements: readonly ScopedReplacement[],
  NormalModuleReplacementPlugin: NormalModuleReplacementPluginClass,
): WebpackPluginInstance {
  return {
    apply(compiler) {
      for (const r of replacements) {
        new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(r.request)}$`), (data) => {
          if (shouldReplace(r, data)) data.request = r.replacement;
        }).apply(compiler);
      }
      compiler.hooks.thisCompilation.tap('search-index-scoped-replacements', (compilation) => {
        compilation.hooks.finishModules.tap('search-index-scoped-replacements', (modules) => {
          const paths = new Set<string>();
          for (const module of modules) {
            const name = module.nameForCondition();
            if (name) paths.add(name);
          }
          for (const problem of replacementProblems(replacements, paths)) {
            compilation.errors.push(new compiler.webpack.WebpackError(problem));
          }
        });
      });
    },
  };
}
