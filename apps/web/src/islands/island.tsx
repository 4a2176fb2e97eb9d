import { type ComponentType, createContext, type ReactElement, useContext, useId } from 'react';
import type { IslandName } from './registry.ts';

/**
 * When a client island wakes (docs/decisions/034-static-pages-with-islands.md):
 * - `interaction`: on the first pointer, key or focus inside it; the click that woke it is replayed;
 * - `visible`: once it scrolls into view, and never before the visitor's first scroll or interaction;
 * - `server`: the page server answers its live or personal HTML after the page shows
 *   (`GET /_islands/:name`, never cached), then it wakes on interaction like the first kind.
 */
export type IslandWhen = 'interaction' | 'visible' | 'server';

/** Set by the server while it renders a static page: how an island's own root is rendered. */
export type StaticPage = {
  /** The island's markup as its own root with this `identifierPrefix`, as the browser will hydrate it. */
  renderIsland(element: ReactElement, identifierPrefix: string): string;
};

export const StaticPageContext = createContext<StaticPage | null>(null);

/** True while the server renders a static page (islands become their own roots). */
export const useStaticPage = () => useContext(StaticPageContext) !== null;

/**
 * An interactive part of a public page. In the single-page app (and in pages the app hydrates whole)
 * it is simply its component. In a static page it is its own React root: the server renders it apart
 * and writes its props as JSON beside it; src/islands/loader.ts hydrates it when it wakes. So its
 * props must be plain data, and it reads no route params and no page query cache.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'interaction',
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
}) {
  const staticPage = useContext(StaticPageContext);
  const id = useId();
  if (!staticPage) return <Component {...props} />;
  const prefix = `${name}${id.replace(/[^A-Za-z0-9]/g, '')}-`;
  return (
    <div
      data-island={name}
      data-when={when}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, by React.
      dangerouslySetInnerHTML={{ __html: staticPage.renderIsland(<Component {...props} />, prefix) }}
    />
  );
}
