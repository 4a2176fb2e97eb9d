import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AccountCorner } from '../app/account-corner.tsx';
import { HomeSearch } from '../features/discovery/components/home-search.tsx';
import { MapWhenVisible } from '../features/discovery/components/map-when-visible.tsx';
import { PortfolioGrid } from '../features/discovery/components/portfolio-grid.tsx';
import { NextFreeTime } from '../features/discovery/components/workplaces.tsx';
import {
  OwnEmbedSnippet,
  SubscribeFormIsland,
} from '../features/subscriptions/components/subscribe-islands.tsx';
import { createEmotionCache } from '../lib/emotion-cache.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { IslandRoot } from './island-root.tsx';
import { type IslandName, islandComponents, islandSources } from './registry.ts';

const image = (n: number) => ({
  id: `p${n}`,
  url: `/files/work-${n}.webp`,
  thumbnailUrl: `/files/work-${n}.webp.w480.webp`,
  width: 800,
  height: 1000,
  variants: [],
  caption: `Piece ${n}`,
  style: null,
});

/** Each island with props as a page writes them (JSON), and the component its page passes. */
const examples: { name: IslandName; component: unknown; props: Record<string, unknown> }[] = [
  { name: 'account', component: AccountCorner, props: { person: null } },
  { name: 'account', component: AccountCorner, props: { person: { name: 'Casey Rivera', unread: 3 } } },
  {
    name: 'portfolio',
    component: PortfolioGrid,
    props: { images: [image(1), image(2), image(3)], artistName: 'Mara Vale' },
  },
  {
    name: 'map',
    component: MapWhenVisible,
    props: {
      height: 240,
      places: [{ id: 's1', name: 'North Star', latitude: 40.7, longitude: -74, href: '/' }],
    },
  },
  { name: 'search', component: HomeSearch, props: { resultCount: '2 results' } },
  {
    name: 'subscribe',
    component: SubscribeFormIsland,
    props: { kind: 'artist', slug: 'mara-vale', name: 'Mara Vale', email: 'casey@example.test' },
  },
  {
    name: 'embed-code',
    component: OwnEmbedSnippet,
    props: {
      path: '/artist/mara-vale',
      name: 'Mara Vale',
      kind: 'artist',
      slug: 'mara-vale',
      manages: { artistUrlPaths: ['mara-vale'], shopUrls: [] },
    },
  },
];

describe('islands', () => {
  it('are the components their pages render, by name', async () => {
    for (const example of examples) expect(await islandComponents[example.name]!()).toBe(example.component);
    expect(await islandComponents['next-free']!()).toBe(NextFreeTime);
  });

  it('name the source file the page server preloads for each (the module the registry imports)', () => {
    const registry = readFileSync(path.join(import.meta.dirname, 'registry.ts'), 'utf8');
    for (const name of Object.keys(islandComponents)) {
      const imported = registry.match(
        new RegExp(`'?${name}'?: \\(\\) =>\\s*import\\('\\.\\./([^']+)'\\)`),
      )?.[1];
      expect(islandSources[name], name).toBe(`src/${imported}`);
    }
  });

  it('hydrate their server markup as roots of their own without a mismatch', async () => {
    for (const { name, props } of examples) {
      const Component = await islandComponents[name]!();
      const prefix = `${name}R1-`;
      const tree = (
        <IslandRoot
          emotionCache={createEmotionCache()}
          queryClient={createQueryClient()}
          url={name === 'search' ? '/?q=ink&style=Blackwork&view=map' : '/artist/mara-vale'}
        >
          <Component {...JSON.parse(JSON.stringify(props))} />
        </IslandRoot>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree, { identifierPrefix: prefix });
      document.body.append(container);
      const problems: unknown[] = [];
      const consoleErrors = vi.spyOn(console, 'error');
      await act(async () => {
        hydrateRoot(container, tree, {
          identifierPrefix: prefix,
          onRecoverableError: (error) => problems.push(error),
        });
      });
      expect(problems, name).toEqual([]);
      expect(consoleErrors.mock.calls, name).toEqual([]);
      consoleErrors.mockRestore();
      container.remove();
    }
  });

  it('read no route params, loader data or page query: their props are all they know', () => {
    const registry = readFileSync(path.join(import.meta.dirname, 'registry.ts'), 'utf8');
    const modules = [...registry.matchAll(/import\('(\.\.\/[^']+)'\)/g)].map((m) => m[1]!);
    expect(modules.length).toBeGreaterThanOrEqual(4);
    for (const module of modules) {
      const source = readFileSync(path.join(import.meta.dirname, module), 'utf8');
      expect(source, module).not.toMatch(/\buse(Params|LoaderData|SearchParams|RouteLoaderData|Matches)\b/);
    }
  });
});
