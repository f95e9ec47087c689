/**
 * Accounting of the bytes a page load transfers, by kind of resource. The
 * local server does not compress, so the gzip figure is computed here: what a
 * static host that gzips text would send.
 */
import {gzipSync} from 'node:zlib';

export const resourceKinds = ['html', 'js', 'css', 'image', 'font', 'other'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface Resource extends Bytes {
  url: string;
  kind: ResourceKind;
}

export interface TransferTotals {
  requests: number;
  byKind: Record<ResourceKind, Bytes>;
  total: Bytes;
  largestImage: {url: string; bytes: number} | null;
}

const extensionKinds: Record<string, ResourceKind> = {
  html: 'html',
  js: 'js',
  mjs: 'js',
  css: 'css',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  ico: 'image',
  woff: 'font',
  woff2: 'font',
  ttf: 'font',
  otf: 'font',
};

/** The kind of a response, from its content type, else its file extension. */
export function resourceKind(url: string, contentType = ''): ResourceKind {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'text/html') return 'html';
  if (type.includes('javascript')) return 'js';
  if (type === 'text/css') return 'css';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('font/') || type.includes('font-woff')) return 'font';
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  return extensionKinds[extension] ?? 'other';
}

/** Text compresses; raster images and web fonts are compressed already and hosts send them as they are. */
export function isCompressible(kind: ResourceKind, url: string): boolean {
  if (kind === 'image') return new URL(url).pathname.toLowerCase().endsWith('.svg');
  return kind !== 'font';
}

export function gzipSize(body: Uint8Array): number {
  return body.length === 0 ? 0 : gzipSync(body, {level: 9}).length;
}

/** One response as counted: its raw size and what it would weigh gzipped. */
export function measureResource(url: string, contentType: string, body: Uint8Array): Resource {
  const kind = resourceKind(url, contentType);
  const raw = body.length;
  return {url, kind, raw, gzip: isCompressible(kind, url) ? Math.min(raw, gzipSize(body)) : raw};
}

export function totalTransfer(resources: readonly Resource[]): TransferTotals {
  const byKind = Object.fromEntries(resourceKinds.map((kind) => [kind, {raw: 0, gzip: 0}])) as Record<
    ResourceKind,
    Bytes
  >;
  const total: Bytes = {raw: 0, gzip: 0};
  let largestImage: TransferTotals['largestImage'] = null;
  for (const resource of resources) {
    byKind[resource.kind].raw += resource.raw;
    byKind[resource.kind].gzip += resource.gzip;
    total.raw += resource.raw;
    total.gzip += resource.gzip;
    if (resource.kind === 'image' && resource.raw > (largestImage?.bytes ?? -1)) {
      largestImage = {url: resource.url, bytes: resource.raw};
    }
  }
  return {requests: resources.length, byKind, total, largestImage};
}
