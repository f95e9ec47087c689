/**
 * Every `package:` import of a sample must name a package the reader has:
 * polly_dart, the Flutter SDK's `flutter` and `flutter_test`, the reader's
 * own package, or a package the page or the installation page tells the
 * reader to add (a `dart pub add` / `flutter pub add` command, or a
 * `pubspec.yaml` snippet listing it). `dart:` libraries and relative imports
 * always pass. Pure: works on parsed pages (mdx-document.ts).
 */
import {importsOf, type DartBlock} from './dart-samples';
import {codeBlocks, type MdxDocument} from './mdx-document';

/** Packages every sample may import. */
export const ALWAYS_AVAILABLE = new Set(['polly_dart', 'flutter', 'flutter_test']);

export interface Instructions {
  /** Each install command's packages, in order. */
  commands: string[][];
  /** Packages listed under `dependencies:` or `dev_dependencies:` of a pubspec snippet. */
  pubspec: Set<string>;
  /** `name:` of a pubspec snippet: the reader's own package. */
  ownPackages: Set<string>;
  /** Paths under `lib/` of the page's titled code blocks (`title="lib/articles.dart"` gives `articles.dart`). */
  libFiles: Set<string>;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell']);
const PUB_ADD = /\b(?:dart|flutter)\s+pub\s+add\s+([^\n#&|;]+)/g;

/** What a page tells the reader to add, and what it shows of the reader's own package. */
export function instructionsOf(doc: MdxDocument): Instructions {
  const instructions: Instructions = {commands: [], pubspec: new Set(), ownPackages: new Set(), libFiles: new Set()};
  for (const block of codeBlocks(doc)) {
    if (SHELL.has(block.lang)) {
      for (const m of block.code.matchAll(PUB_ADD)) {
        const packages = m[1]
          .trim()
          .split(/\s+/)
          .filter((arg) => !arg.startsWith('-'))
          .map((arg) =>
            arg
              .replace(/^(?:dev|override):/, '')
              .replace(/:.*$/, '')
              .replace(/^['"]|['"]$/g, ''),
          )
          .filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
        if (packages.length) instructions.commands.push(packages);
      }
    }
    if (block.lang === 'yaml') {
      let section = '';
      for (const line of block.code.split('\n')) {
        const top = /^([A-Za-z_]\w*):\s*(.*)$/.exec(line);
        if (top) {
          section = top[1];
          if (section === 'name' && top[2].trim()) instructions.ownPackages.add(top[2].trim());
          continue;
        }
        const entry = /^\s+([a-z_][a-z0-9_]*):/.exec(line);
        if (entry && (section === 'dependencies' || section === 'dev_dependencies')) instructions.pubspec.add(entry[1]);
      }
    }
    const title = /\btitle=(["'])lib\/([^"'\s]+)/.exec(block.meta);
    if (title) instructions.libFiles.add(title[2]);
  }
  return instructions;
}

export interface ImportProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * Imports of the page's Dart blocks that name a package the reader was never
 * told to add. `installation` is the installation page's instructions; a
 * command there that adds a polly_dart extension package (`extensionPackages`,
 * e.g. `dart pub add http polly_dart_http`) counts only for pages that
 * import that extension, since the page offers it as optional.
 */
export function untoldImports(
  page: {file: string; blocks: DartBlock[]; instructions: Instructions},
  installation: Instructions,
  extensionPackages: ReadonlySet<string>,
): ImportProblem[] {
  const imports = page.blocks.flatMap((block) =>
    importsOf(block.code).map((i) => ({...i, line: block.line + i.line - 1})),
  );
  const imported = new Set(imports.map((i) => /^package:([^/]+)\//.exec(i.uri)?.[1]).filter(Boolean) as string[]);
  const told = new Set([...page.instructions.commands.flat(), ...page.instructions.pubspec]);
  for (const command of installation.commands) {
    const extensions = command.filter((name) => extensionPackages.has(name));
    if (extensions.length === 0 || extensions.some((name) => imported.has(name))) {
      for (const name of command) told.add(name);
    }
  }
  for (const name of installation.pubspec) told.add(name);
  // One finding per package and page, at its first import.
  const untold = new Map<string, {line: number; count: number}>();
  for (const i of imports) {
    const m = /^package:([^/]+)\/(.+)$/.exec(i.uri);
    if (!m) continue; // dart: libraries and relative imports
    const [, name, path] = m;
    if (ALWAYS_AVAILABLE.has(name) || told.has(name)) continue;
    if (page.instructions.ownPackages.has(name) || page.instructions.libFiles.has(path)) continue;
    const seen = untold.get(name);
    if (seen) seen.count++;
    else untold.set(name, {line: i.line, count: 1});
  }
  return [...untold].map(([name, {line, count}]) => ({
    file: page.file,
    line,
    message:
      `imports package:${name}${count > 1 ? ` (here and in ${count - 1} more import${count > 2 ? 's' : ''} on this page)` : ''}, ` +
      `which neither this page nor the installation page tells the reader to add ('dart pub add ${name}' or a pubspec.yaml snippet)`,
  }));
}
