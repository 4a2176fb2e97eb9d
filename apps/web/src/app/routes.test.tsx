import { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChromeLayout } from './layouts.tsx';
import { createRoutes } from './routes.tsx';

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
