import { useQuery } from '@tanstack/react-query';
import { artistQuery, shopQuery } from '../lib/catalog-queries.ts';
import { ComingSoon } from './coming-soon.tsx';
import { QueryState } from './query-state.tsx';

/**
 * A not-yet-built screen under an artist or shop: it shows not-found for an unknown slug, and
 * otherwise says what it will do for that artist or shop.
 */
export function ComingSoonFor(props: {
  artist?: string;
  shop?: string;
  title: (name: string) => string;
  description: (name: string) => string;
}) {
  const query = useQuery({
    ...(props.artist ? artistQuery(props.artist) : shopQuery(props.shop ?? '')),
    select: (d: { displayName?: string; name?: string }) => d.displayName ?? d.name ?? '',
  } as never) as ReturnType<typeof useQuery<string>>;
  return (
    <QueryState query={query} what={props.artist ? 'artist' : 'shop'}>
      {(name) => <ComingSoon title={props.title(name)} description={props.description(name)} />}
    </QueryState>
  );
}
