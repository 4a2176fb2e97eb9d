import { type PageName, pages } from '@linework/contract/pages';
import { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChromeLayout } from './layouts.tsx';
import { createRoutes, type ScreenHandle } from './routes.tsx';

/** Whether the page at this path is drawn inside the customer header (with its Sign in) and footer. */
function hasCustomerHeader(path: string) {
  const matches = matchRoutes(createRoutes(new QueryClient()), path) ?? [];
  expect(matches.length).toBeGreaterThan(0);
  return matches.some(({ route }) => isValidElement(route.element) && route.element.type === ChromeLayout);
}

describe('page layouts', () => {
  it('shows the door tablet without the customer header, and the shop page with it', () => {
    expect(hasCustomerHeader('/shop/north-star-tattoo/check-in')).toBe(false);
    expect(hasCustomerHeader('/shop/north-star-tattoo')).toBe(true);
    expect(hasCustomerHeader('/shop/north-star-tattoo/request')).toBe(true);
  });
});

/** An example URL of a path pattern: each `:param` filled in. */
const exampleOf = (path: string) =>
  `/${path.replace(/:(\w+)/g, (_m, name: string) => `x-${name.toLowerCase()}`)}`;

describe('the route table', () => {
  it('serves every page of the contract’s page table at its path, in its render mode', () => {
    const routes = createRoutes(new QueryClient());
    for (const [name, page] of Object.entries(pages) as [PageName, (typeof pages)[PageName]][]) {
      const matches = matchRoutes(routes, exampleOf(page.path)) ?? [];
      const leaf = matches.at(-1);
      const path = matches
        .map((m) => m.route.path)
        .filter(Boolean)
        .join('/');
      expect(path, name).toBe(page.path);
      expect((leaf?.route.handle as ScreenHandle | undefined)?.render, name).toBe(page.render);
    }
  });
});
