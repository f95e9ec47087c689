/**
 * plugins/paint-first/remark-lead.ts: the opening paragraph of a docs page
 * gets the id the page template's first frame waits for, and nothing else does.
 */
import type {Root} from 'mdast';
import {LEAD_ID, markLead} from '../../plugins/paint-first/remark-lead';

const text = (value: string) => ({type: 'text' as const, value});
const paragraph = (value: string) => ({type: 'paragraph' as const, children: [text(value)]});
const idOf = (node: unknown): unknown => (node as {data?: {hProperties?: {id?: unknown}}}).data?.hProperties?.id;

describe('markLead', () => {
  it('marks the first paragraph after the imports and comments, and only that one', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'mdxjsEsm', value: "import X from '@site/src/components/X';"},
        {type: 'mdxFlowExpression', value: '/* a note for maintainers */'},
        paragraph('The opening paragraph.'),
        paragraph('The second one.'),
      ],
    } as unknown as Root;
    expect(markLead(tree)).toBe(true);
    expect(idOf(tree.children[2])).toBe(LEAD_ID);
    expect(idOf(tree.children[3])).toBeUndefined();
  });

  it('keeps the properties a paragraph already has', () => {
    const lead = {...paragraph('Text.'), data: {hProperties: {className: ['intro']}}};
    const tree = {type: 'root', children: [lead]} as unknown as Root;
    markLead(tree);
    expect(lead.data.hProperties).toEqual({className: ['intro'], id: LEAD_ID});
  });

  it('marks nothing when something visible comes first: a heading, a component, an expression', () => {
    for (const first of [
      {type: 'heading', depth: 2, children: [text('Start')]},
      {type: 'mdxJsxFlowElement', name: 'Figure', attributes: [], children: []},
      {type: 'mdxFlowExpression', value: 'someValue'},
    ]) {
      const later = paragraph('Later.');
      const tree = {type: 'root', children: [first, later]} as unknown as Root;
      expect(markLead(tree)).toBe(false);
      expect(idOf(later)).toBeUndefined();
    }
  });

  it('marks nothing on an empty page', () => {
    expect(markLead({type: 'root', children: []})).toBe(false);
  });
});
