import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) exports. */
type ServerEntry = {
  configureServerRendering(options: {
    transport: (url: string, init: RequestInit) => Promise<Response>;
    publicUrl: string;
  }): void;
  renderPage(url: string): Promise<
    | {
        kind: 'page';
        document: 'app' | 'static' | 'embed';
        status: number;
        head: string;
        root: string;
        data: string;
        screens: string[];
        title?: string;
      }
    | { kind: 'redirect'; status: number; location: string }
    | null
  >;
  renderServerIsland(
    name: string,
    props: Record<string, unknown>,
    pageUrl: string,
  ): Promise<{ html: string; head: string; props: unknown; prefix: string; hydrate: boolean } | null>;
  /** Each client island's source file (a build manifest key). */
  islandSources?: Record<string, string>;
  /** What an island (or `runtime`, every island's) loads lazily on first use: the viewer, sign-in. */
  islandFirstUseSources?: Record<string, string[]>;
};

type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};

/**
 * The faces a static page's first screen uses (headings Montserrat 600/700, text Open Sans 400),
 * preloaded so text never shifts when they arrive.
 */
const firstScreenFonts = /(montserrat-latin-(600|700)|open-sans-latin-400)-normal-[^/]*\.woff2$/;

function fontPreloads(manifest: Record<string, ManifestChunk>) {
  const assets = Object.values(manifest).flatMap((chunk) => chunk.assets ?? []);
  return [...new Set(assets.filter((a) => firstScreenFonts.test(a)))]
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}" />`)
    .join('');
}

export type RenderedHtml =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/** The chunk files of these manifest keys and every chunk they import, besides the entry's own. */
function chunkFiles(manifest: Record<string, ManifestChunk>, keys: string[], skip = new Set<string>()) {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || skip.has(key) || chunk.isEntry) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * What a static page's islands will load when first used (the islands' runtime and the code of each
 * island on this page), for the loader to preload once the page is idle (src/islands/loader.ts): a
 * `<meta>` the loader reads, so nothing is fetched before the first screen is done.
 */
function islandCodeMeta(
  manifest: Record<string, ManifestChunk>,
  entry: Pick<ServerEntry, 'islandSources' | 'islandFirstUseSources'>,
  root: string,
) {
  const sources = entry.islandSources ?? {};
  const firstUse = entry.islandFirstUseSources ?? {};
  const names = new Set([...root.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1] ?? ''));
  const keys = [
    'src/islands/runtime.tsx',
    ...(firstUse.runtime ?? []),
    ...[...names].flatMap((n) => [...(sources[n] ? [sources[n]] : []), ...(firstUse[n] ?? [])]),
  ];
  // What the page's loader imported already is not asked for again.
  const loaderOwn = new Set<string>();
  const visit = (key: string) => {
    if (loaderOwn.has(key)) return;
    loaderOwn.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('static.html');
  const files = chunkFiles(manifest, keys, loaderOwn);
  return files.length ? `<meta name="island-code" content="${files.map((f) => `/${f}`).join(' ')}" />` : '';
}

/** `<link rel="modulepreload">` for a screen's chunk and every chunk it imports, besides the entry's own. */
function preloadLinks(manifest: Record<string, ManifestChunk>, screens: string[]) {
  const seen = new Set<string>();
  const files: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    files.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const screen of screens) visit(screen);
  return [
    ...css.map((f) => `<link rel="stylesheet" href="/${f}" />`),
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ].join('');
}

/**
 * Renders public pages through the web app's server bundle when it is built, or returns null (the
 * API then serves the plain app shell, rendered in the browser). Data comes from this API in process
 * (app.inject): no network hop, and no cookie or token, so every page is the anonymous page.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  documents: { app: string; static: string; embed: string },
) {
  const entryFile = path.join(webDist, 'server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const fonts = fontPreloads(manifest);

  entry.configureServerRendering({
    publicUrl: app.config.publicUrl,
    async transport(url) {
      const target = new URL(url, 'http://in-process');
      // Reads only, and nothing from the visitor's request: the answer is the one anyone gets.
      const res = await app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { 'x-client-source': 'server-render' },
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
  });

  return {
    /** The page at this path and query, or null when the path is rendered in the browser only. */
    async render(pathAndQuery: string): Promise<RenderedHtml | null> {
      const page = await entry.renderPage(`${app.config.publicUrl}${pathAndQuery}`);
      if (!page || page.kind === 'redirect') return page;
      const document = page.title
        ? documents[page.document].replace(
            /<title>[\s\S]*?<\/title>/i,
            `<title>${escapeHtml(page.title)}</title>`,
          )
        : documents[page.document];
      const html = document
        .replace('<div id="root"></div>', `<div id="root">${page.root}</div>${page.data}`)
        .replace(
          '</head>',
          `${page.document === 'static' ? fonts + islandCodeMeta(manifest, entry, page.root) : preloadLinks(manifest, page.screens)}${page.head}</head>`,
        );
      return { kind: 'page', status: page.status, html };
    },
    /** A server island's HTML for one visitor (the caller adds what it knows of them). */
    renderIsland(name: string, props: Record<string, unknown>, pagePath: string) {
      return entry.renderServerIsland(name, props, `${app.config.publicUrl}${pagePath}`);
    },
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
