/**
 * The MDX step that hands each API table its data: every `<ApiMembers of="X" />`
 * gets a `manifest={...}` attribute holding the slice of the manifest that
 * table shows (slice.ts), so the page's bundle carries that slice instead of
 * the whole manifest. Pure: the caller passes the manifest in.
 */
import type {Nodes, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {ApiTablesManifest} from '../../shared/apiManifest';
import {sliceFor} from './slice';

/** The component whose uses get a slice, and the attribute that carries it. */
const componentName = 'ApiMembers';
const sliceAttribute = 'manifest';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isApiMembers(node: Nodes): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === componentName;
}

function jsxElements(node: Nodes): JsxElement[] {
  const children = 'children' in node ? (node.children as Nodes[]).flatMap(jsxElements) : [];
  return isApiMembers(node) ? [node, ...children] : children;
}

/** An attribute `name={value}` whose expression is the value as a literal, with its estree. */
function literalAttribute(name: string, value: unknown): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}

/**
 * Adds the slice to every `ApiMembers` element of the tree. Throws, naming the
 * file, line and symbol, when `of` is not a literal name the manifest exports,
 * or when the page sets the attribute the build owns.
 */
export function addApiSlices(tree: Root, manifest: ApiTablesManifest, file = 'the MDX page'): void {
  for (const element of jsxElements(tree)) {
    const where = `${file}:${element.position?.start.line ?? '?'}`;
    const attributes = element.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
    const of = attributes.find((a) => a.name === 'of')?.value;
    if (typeof of !== 'string') {
      throw new Error(`${where}: <${componentName}> needs of="SymbolName", a literal name of an exported symbol`);
    }
    if (attributes.some((a) => a.name === sliceAttribute)) {
      throw new Error(`${where}: <${componentName} of="${of}"> sets "${sliceAttribute}", which the build adds`);
    }
    let slice: ApiTablesManifest;
    try {
      slice = sliceFor(manifest, of);
    } catch (error) {
      throw new Error(`${where}: <${componentName} of="${of}" />: ${(error as Error).message}`);
    }
    element.attributes.push(literalAttribute(sliceAttribute, slice));
  }
}
