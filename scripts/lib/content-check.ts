/**
 * The content checks of the site, over pages read once each: every Dart
 * sample parses and is true to the polly_dart 0.0.9 manifest and free of
 * known traps (dart-samples.ts, dart-traps.ts), counterexamples really fail,
 * every `package:` import is one the reader was told to add
 * (package-imports.ts), options tables match the manifest (option-tables.ts)
 * and docs pages reach their prose minimum (word-count.ts). Pure: the caller
 * reads the files (scripts/check-content.ts).
 */
import type {ApiManifest} from '../../src/api/manifest';
import {
  buildApiIndex,
  checkBlock,
  dartBlocksOf,
  declaredTypes,
  isCounterexample,
  readSample,
  tsxDartBlocks,
  type DartBlock,
} from './dart-samples';
import {admonitions, parseMdx, type MdxDocument} from './mdx-document';
import {checkOptionTable, optionTablesOf} from './option-tables';
import {instructionsOf, untoldImports, type Instructions} from './package-imports';
import {assessPage} from './word-count';

/** The project's policy: the sample check must cover at least this many Dart blocks. */
export const MIN_CHECKED_BLOCKS = 60;

export type CheckName = 'mdx' | 'dart' | 'counterexample' | 'imports' | 'options' | 'words' | 'coverage' | 'admonition';

/**
 * The admonitions Docusaurus's classic theme renders (its default
 * `admonitions.keywords`); any other `:::name` is a typo.
 */
const ADMONITION_TYPES: readonly string[] = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

export interface Finding {
  file: string;
  line: number;
  check: CheckName;
  message: string;
}

export interface SourceFile {
  /** Path from the site's root, e.g. `docs/strategies/retry.mdx`. */
  file: string;
  source: string;
}

export interface ContentOptions {
  /** Path of the installation page, whose install instructions count for every page. */
  installationPage: string;
  /** Folder of the docs pages, for word minimums by kind (`docs`). */
  docsDir: string;
  /** Slugs of the API pages (`retry-strategy`), which options tables link to. */
  apiPages: ReadonlySet<string>;
  /** Fewest Dart samples the check must cover (default MIN_CHECKED_BLOCKS). */
  minCheckedBlocks?: number;
}

export interface ContentReport {
  findings: Finding[];
  /** Dart blocks checked (counterexamples not included). */
  checkedBlocks: number;
  counterexamples: number;
  optionTables: number;
  pages: number;
}

interface Page {
  file: string;
  doc: MdxDocument | null;
  blocks: DartBlock[];
  instructions: Instructions;
}

const NO_INSTRUCTIONS: Instructions = {commands: [], pubspec: new Set(), ownPackages: new Set(), libFiles: new Set()};

export function checkContent(files: SourceFile[], manifest: ApiManifest, options: ContentOptions): ContentReport {
  const findings: Finding[] = [];
  const api = buildApiIndex(manifest);
  const pages: Page[] = files.map(({file, source}) => {
    if (file.endsWith('.tsx'))
      return {file, doc: null, blocks: tsxDartBlocks(source, file), instructions: NO_INSTRUCTIONS};
    try {
      const doc = parseMdx(source, file);
      return {file, doc, blocks: dartBlocksOf(doc), instructions: instructionsOf(doc)};
    } catch (error) {
      const line = Number(/^[^:]+:(\d+):/.exec((error as Error).message)?.[1] ?? 1);
      findings.push({file, line, check: 'mdx', message: (error as Error).message.replace(/^[^:]+:(\d+:)?\s*/, '')});
      return {file, doc: null, blocks: [], instructions: NO_INSTRUCTIONS};
    }
  });

  // Dart samples and counterexamples
  let checkedBlocks = 0;
  let counterexamples = 0;
  for (const page of pages) {
    const regular = page.blocks.filter((b) => !isCounterexample(b));
    const pageTypes = new Set(regular.flatMap((b) => [...declaredTypes(b.code)]));
    for (const block of page.blocks) {
      if (isCounterexample(block)) {
        counterexamples++;
        const syntax = readSample(block.code).syntax;
        if (syntax.length > 0 && !/\bsyntax-error\b/.test(block.meta)) {
          findings.push({
            file: block.file,
            line: block.line + syntax[0].line - 1,
            check: 'counterexample',
            message: `a counterexample must still parse (mark a deliberate syntax error with 'syntax-error' in the fence meta): ${syntax[0].message}`,
          });
        } else if (checkBlock(block, api).length === 0) {
          findings.push({
            file: block.file,
            line: block.line,
            check: 'counterexample',
            message: 'marked counterexample, but the sample check finds nothing wrong with it',
          });
        }
        continue;
      }
      checkedBlocks++;
      for (const problem of checkBlock(block, api, pageTypes)) {
        findings.push({file: block.file, line: problem.line, check: 'dart', message: problem.message});
      }
    }
  }
  const minimum = options.minCheckedBlocks ?? MIN_CHECKED_BLOCKS;
  if (checkedBlocks < minimum) {
    findings.push({
      file: files[0]?.file ?? '.',
      line: 1,
      check: 'coverage',
      message: `only ${checkedBlocks} Dart samples were checked; the project's policy is at least ${minimum}`,
    });
  }

  // Imports of packages the reader was never told to add
  const installation = pages.find((p) => p.file === options.installationPage);
  if (!installation?.doc) {
    findings.push({
      file: options.installationPage,
      line: 1,
      check: 'imports',
      message: 'the installation page is missing',
    });
  }
  const extensions = new Set(Object.keys(manifest.extensions));
  for (const page of pages) {
    for (const problem of untoldImports(page, installation?.instructions ?? NO_INSTRUCTIONS, extensions)) {
      findings.push({...problem, check: 'imports'});
    }
  }

  // Options tables and word minimums
  let optionTables = 0;
  for (const page of pages) {
    if (!page.doc) continue;
    for (const table of optionTablesOf(page.doc)) {
      optionTables++;
      for (const problem of checkOptionTable(table, manifest, options.apiPages)) {
        const [, line, message] = /^[^:]+:(\d+): ([\s\S]*)$/.exec(problem) ?? ['', '1', problem];
        findings.push({file: page.file, line: Number(line), check: 'options', message});
      }
    }
    const prefix = `${options.docsDir}/`;
    if (page.file.startsWith(prefix)) {
      const words = assessPage(page.file.slice(prefix.length), page.doc);
      if (!words.ok) {
        findings.push({
          file: page.file,
          line: 1,
          check: 'words',
          message: `${words.words} prose words, under the minimum of ${words.minimum} for ${words.kind} pages`,
        });
      }
    }
  }

  // Admonitions the theme renders
  for (const page of pages) {
    if (!page.doc) continue;
    for (const {name, line} of admonitions(page.doc)) {
      if (!ADMONITION_TYPES.includes(name)) {
        findings.push({
          file: page.file,
          line,
          check: 'admonition',
          message: `':::${name}' is not an admonition the site renders; use one of ${ADMONITION_TYPES.map((type) => `:::${type}`).join(', ')}`,
        });
      }
    }
  }

  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.check.localeCompare(b.check));
  return {findings, checkedBlocks, counterexamples, optionTables, pages: pages.length};
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}: [${finding.check}] ${finding.message}`;
}
