/**
 * prism-react-renderer 2 ships as one file that registers about 30 Prism
 * languages and defines 20 colour themes; the code blocks render with it,
 * so all of it lands in every page's first-load JS (about 22 KB gzip,
 * bench/README.md). This site highlights Dart, YAML and Bash, which Docusaurus
 * adds from prismjs (`prism.additionalLanguages`), and defines its own
 * colour themes. The slim copy keeps the library's code and Prism's core and
 * drops the bundled languages and themes. Pure: source text in, source text out.
 */

const languagesMarker = '// src/prism-langs.ts\n';
const prismLine = 'var Prism = __toESM(require_prism());\n';
const themesMarker = '// src/themes/index.ts\n';
const indexMarker = '// src/index.ts\n';

export class SlimPrismError extends Error {}

/** The library's ESM build without its bundled languages and themes; throws when the file is not laid out as expected. */
export function slimPrismRenderer(source: string): string {
  const languagesStart = source.indexOf(languagesMarker);
  const themesStart = source.indexOf(themesMarker);
  const indexStart = source.indexOf(indexMarker, themesStart);
  if (languagesStart < 0 || themesStart < languagesStart || indexStart < themesStart) {
    throw new SlimPrismError(
      'prism-react-renderer: the bundled languages and themes were not found where expected; check plugins/slim-prism after an upgrade.',
    );
  }
  if (!source.startsWith(prismLine, languagesStart + languagesMarker.length)) {
    throw new SlimPrismError(
      'prism-react-renderer: the Prism instance is not created where expected; check plugins/slim-prism after an upgrade.',
    );
  }
  if (!/\bthemes_exports as themes\b/.test(source.slice(indexStart))) {
    throw new SlimPrismError(
      'prism-react-renderer: the themes export was not found; check plugins/slim-prism after an upgrade.',
    );
  }
  return [
    source.slice(0, languagesStart),
    '// src/prism-langs.ts: bundled languages left out (plugins/slim-prism); prism.additionalLanguages registers the ones in use\n',
    prismLine,
    '\n// src/themes/index.ts: bundled themes left out (plugins/slim-prism); the site config defines its own\n',
    'var themes_exports = {};\n\n',
    source.slice(indexStart).replace(/^\/\/# sourceMappingURL=.*$/m, ''),
  ].join('');
}
