/**
 * The build step that hands each API table only its part of the manifest
 * (plugins/api-slices): the slices themselves, the MDX transform, and, for
 * every table the API pages render, that its slice gives the same rows and
 * pub.dev addresses as the whole manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {manifest} from '@site/src/api/manifest';
import {describeSymbol, tokenizeType, type SymbolView} from '@site/src/api/members';
import {constructorDocUrl, memberDocUrl, symbolDocUrl} from '@site/src/api/pubDev';
import type {ApiTablesManifest} from '@site/shared/apiManifest';
import {sliceFor} from '@site/plugins/api-slices/slice';
import {addApiSlices} from '@site/plugins/api-slices/remark';
import remarkApiSlices from '@site/plugins/api-slices';
import {parseMdx} from '@site/scripts/lib/mdx-document';

const apiDir = path.join(__dirname, '..', '..', 'docs', 'api');

/** Every `<ApiMembers>` element of a parsed tree. */
function apiMembersElements(tree: Root): MdxJsxFlowElement[] {
  const found: MdxJsxFlowElement[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'ApiMembers') {
      found.push(node as MdxJsxFlowElement);
    }
    (node.children as {type: string}[] | undefined)?.forEach(walk);
  };
  walk(tree);
  return found;
}

function attribute(element: MdxJsxFlowElement, name: string) {
  return element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The Dart texts a table shows, in which the component links exported names. */
function dartTexts(view: SymbolView): string[] {
  const params = [...view.constructors.flatMap((c) => c.params), ...view.typedefParams];
  return [
    view.declaration,
    ...params.flatMap((p) => [p.type, p.defaultValue ?? '']),
    ...view.constructors.flatMap((c) => c.fixed.map((f) => f.value)),
    ...view.properties.map((p) => p.type),
    ...view.methods.map((m) => m.signature),
  ];
}

/** Every table's rows, its linked names and every pub.dev address it links to, read from the given manifest. */
function tableOf(source: ApiTablesManifest, symbol: string) {
  const view = describeSymbol(source, symbol);
  const cls = source.classes[symbol];
  return {
    view,
    links: dartTexts(view).map((text) => tokenizeType(text, source.symbols, symbol)),
    symbolUrl: symbolDocUrl(source, symbol),
    constructorUrls: cls?.constructors.map((c) => constructorDocUrl(source, symbol, c.name)) ?? [],
    memberUrls: [...view.properties, ...view.methods].map((m) => memberDocUrl(source, symbol, m.name)),
  };
}

describe('sliceFor', () => {
  it('keeps one class, every exported name, and leaves out the notes', () => {
    const slice = sliceFor(manifest, 'RetryStrategyOptions');
    expect(Object.keys(slice.classes)).toEqual(['RetryStrategyOptions']);
    expect(slice.functions).toEqual({});
    expect(slice.symbols).toEqual(manifest.symbols);
    expect({package: slice.package, version: slice.version}).toEqual({package: 'polly_dart', version: '0.0.9'});
    expect(JSON.stringify(slice)).not.toMatch(/"notes?":/);
    expect(JSON.stringify(slice).length).toBeLessThan(JSON.stringify(manifest).length / 10);
  });

  it('keeps one typedef and no class for a function type', () => {
    const slice = sliceFor(manifest, 'DelayGenerator');
    expect(slice.classes).toEqual({});
    expect(Object.keys(slice.functions)).toEqual(['DelayGenerator']);
    expect(slice.functions.DelayGenerator.signature).toBe(manifest.functions.DelayGenerator.signature);
  });

  it('leaves the manifest it slices as it was', () => {
    const before = JSON.stringify(manifest);
    sliceFor(manifest, 'Outcome');
    expect(JSON.stringify(manifest)).toBe(before);
  });

  it('throws for a name the manifest does not export', () => {
    expect(() => sliceFor(manifest, 'RetryPolicy')).toThrow(
      '"RetryPolicy" is not a symbol exported by polly_dart 0.0.9',
    );
    expect(() => sliceFor(manifest, 'toString')).toThrow('not a symbol exported');
  });

  it('throws for an exported name the manifest describes nowhere', () => {
    const broken = {...manifest, symbols: [...manifest.symbols, 'Ghost']};
    expect(() => sliceFor(broken, 'Ghost')).toThrow('describes neither a class nor a typedef');
  });
});

describe('addApiSlices', () => {
  const page = [
    '# Title',
    '',
    '<ApiMembers of="Outcome" />',
    '',
    'Text with <ApiMembers of="DelayGenerator" /> inline.',
  ];

  it('adds the slice as an expression attribute, with its source text and estree', () => {
    const {tree} = parseMdx(page.join('\n'), 'page.mdx');
    addApiSlices(tree, manifest, 'page.mdx');
    const [element] = apiMembersElements(tree);
    const added = attribute(element, 'manifest');
    expect(added?.type).toBe('mdxJsxAttribute');
    const value = added?.value as {type: string; value: string; data: {estree: {body: {type: string}[]}}};
    expect(value.type).toBe('mdxJsxAttributeValueExpression');
    expect(JSON.parse(value.value)).toEqual(sliceFor(manifest, 'Outcome'));
    expect(value.data.estree.body.map((s) => s.type)).toEqual(['ExpressionStatement']);
  });

  it('fails naming the file, line and symbol for an unknown name', () => {
    const {tree} = parseMdx(['intro', '', '<ApiMembers of="RetryPolicy" />'].join('\n'), 'docs/api/x.mdx');
    expect(() => addApiSlices(tree, manifest, 'docs/api/x.mdx')).toThrow(
      'docs/api/x.mdx:3: <ApiMembers of="RetryPolicy" />: "RetryPolicy" is not a symbol exported by polly_dart 0.0.9',
    );
  });

  it('fails for an `of` that is not a literal name, or a slice the page sets itself', () => {
    const computed = parseMdx('<ApiMembers of={name} />', 'a.mdx').tree;
    expect(() => addApiSlices(computed, manifest, 'a.mdx')).toThrow('a.mdx:1: <ApiMembers> needs of="SymbolName"');
    const preset = parseMdx('<ApiMembers of="Outcome" manifest={{}} />', 'b.mdx').tree;
    expect(() => addApiSlices(preset, manifest, 'b.mdx')).toThrow('sets "manifest", which the build adds');
  });

  it('compiles with MDX and hands the component the slice as its prop', async () => {
    const received: Record<string, ApiTablesManifest | undefined> = {};
    const ApiMembers = ({of, manifest: slice}: {of: string; manifest?: ApiTablesManifest}): ReactNode => {
      received[of] = slice;
      return `[table of ${of}]`;
    };
    const {default: Content} = await evaluate(page.join('\n'), {...runtime, remarkPlugins: [remarkApiSlices]});
    const html = renderToStaticMarkup(Content({components: {ApiMembers}}));
    expect(html).toContain('[table of Outcome]');
    expect(html).toContain('Text with [table of DelayGenerator] inline.');
    expect(received).toEqual({
      Outcome: sliceFor(manifest, 'Outcome'),
      DelayGenerator: sliceFor(manifest, 'DelayGenerator'),
    });
  });

  it('makes the MDX compile fail on an unknown symbol', async () => {
    await expect(
      evaluate('<ApiMembers of="RetryPolicy" />', {...runtime, remarkPlugins: [remarkApiSlices]}),
    ).rejects.toThrow('<ApiMembers of="RetryPolicy" />: "RetryPolicy" is not a symbol exported by polly_dart 0.0.9');
  });
});

describe('the API pages', () => {
  const files = fs.readdirSync(apiDir).filter((f) => f.endsWith('.mdx'));
  const uses = files.flatMap((file) => {
    const {tree} = parseMdx(fs.readFileSync(path.join(apiDir, file), 'utf8'), file);
    addApiSlices(tree, manifest, file);
    return apiMembersElements(tree).map((element) => {
      const of = attribute(element, 'of')?.value as string;
      const slice = JSON.parse((attribute(element, 'manifest')?.value as {value: string}).value) as ApiTablesManifest;
      return {file, of, slice};
    });
  });

  it('all get a slice, one per table, every exported symbol once', () => {
    expect(uses.map((u) => u.of).sort()).toEqual([...manifest.symbols].sort());
  });

  it.each(uses.map((u) => [u.of, u.file, u.slice] as const))(
    '%s (%s): the slice gives the same rows and pub.dev addresses as the whole manifest',
    (symbol, _file, slice) => {
      expect(tableOf(slice, symbol)).toEqual(tableOf(manifest, symbol));
    },
  );
});
