/**
 * plugins/paint-first: the site's icon goes into each page's <head> as a
 * data URI that decodes to the same drawing and cannot break out of the
 * attribute it is written in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import paintFirstPlugin from '../../plugins/paint-first';
import {svgDataUri} from '../../plugins/paint-first/data-uri';

const decode = (uri: string): string => decodeURIComponent(uri.replace(/^data:image\/svg\+xml,/, ''));

describe('svgDataUri', () => {
  it('keeps the drawing, without the line breaks between tags', () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">\n  <path d="M0 0h4v4z" fill="#0b5cad"/>\n</svg>\n';
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decode(uri)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h4v4z" fill="#0b5cad"/></svg>');
  });

  it('escapes what could end an attribute, open a tag or start a fragment', () => {
    const uri = svgDataUri(`<svg><title>"a" & 'b' 100% #1</title></svg>`);
    expect(uri).not.toMatch(/["'<>#&]/);
    expect(decode(uri)).toBe(`<svg><title>"a" & 'b' 100% #1</title></svg>`);
  });
});

describe('paintFirstPlugin', () => {
  it("writes the site's own icon file into the head, once", () => {
    const siteDir = path.join(__dirname, '..', '..');
    const plugin = paintFirstPlugin({siteDir} as LoadContext, {favicon: 'img/favicon.svg'});
    const tags = plugin.injectHtmlTags?.({content: undefined}) as {
      headTags: {tagName: string; attributes: Record<string, string>}[];
    };
    expect(tags.headTags).toHaveLength(1);
    const [icon] = tags.headTags;
    expect(icon!.tagName).toBe('link');
    expect(icon!.attributes.rel).toBe('icon');
    const file = fs.readFileSync(path.join(siteDir, 'static', 'img', 'favicon.svg'), 'utf8');
    expect(decode(icon!.attributes.href!)).toBe(file.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim());
  });
});
