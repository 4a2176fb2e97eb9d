import { describe, expect, it } from 'vitest';
import { preselect } from './preselect.ts';

const artist = (id: string, booksOpen = true) => ({ id, booksOpen }) as never;
const service = (id: string, artistIds: string[], requiresRequest = false) =>
  ({ id, requiresRequest, artists: artistIds.map((a) => ({ id: a })) }) as never;

describe('preselect', () => {
  it('picks the one artist and the one service of a shop with nothing else to choose', () => {
    const shop = { artists: [artist('a')], services: [service('s', ['a'])] };
    expect(preselect(shop, { artistId: '', serviceId: '' })).toEqual({ artistId: 'a', serviceId: 's' });
  });

  it('keeps the service "Book" named and picks the only open artist who does it', () => {
    const shop = {
      artists: [artist('a'), artist('b'), artist('c', false)],
      services: [service('s1', ['a', 'b']), service('s2', ['b', 'c'])],
    };
    expect(preselect(shop, { artistId: '', serviceId: 's2' })).toEqual({ artistId: 'b', serviceId: 's2' });
    expect(preselect(shop, { artistId: '', serviceId: 's1' })).toEqual({ artistId: '', serviceId: 's1' });
  });

  it('leaves a choice to the customer when there is one, and never picks a request-first service', () => {
    const shop = {
      artists: [artist('a')],
      services: [service('s1', ['a']), service('s2', ['a'])],
    };
    expect(preselect(shop, { artistId: '', serviceId: '' })).toEqual({ artistId: 'a', serviceId: '' });
    const requestOnly = { artists: [artist('a')], services: [service('r', ['a'], true)] };
    expect(preselect(requestOnly, { artistId: '', serviceId: '' })).toEqual({ artistId: 'a', serviceId: '' });
    expect(preselect(shop, { artistId: 'x', serviceId: 's2' })).toEqual({ artistId: 'x', serviceId: 's2' });
  });
});
