import { describe, expect, it } from 'vitest';
import { searchFiltersFrom } from './search.ts';

const from = (query: string) => searchFiltersFrom(new URLSearchParams(query));

describe('search filters from the address', () => {
  it('reads sort, day, distance and price (in major units of its currency)', () => {
    expect(
      from('sort=soonest&freeOn=2030-01-17&near=52.5,13.4&radiusKm=10&maxPrice=150&currency=USD'),
    ).toEqual({
      q: undefined,
      style: undefined,
      city: undefined,
      near: '52.5,13.4',
      radiusKm: 10,
      sort: 'soonest',
      priceMax: 15000,
      currency: 'USD',
      freeOn: '2030-01-17',
    });
    // Yen have no minor unit.
    expect(from('maxPrice=20000&currency=JPY')).toMatchObject({ priceMax: 20000, currency: 'JPY' });
  });

  it('leaves out what the search would refuse instead of failing the page', () => {
    expect(from('sort=distance&maxPrice=100&freeOn=soon&radiusKm=9')).toMatchObject({
      sort: undefined,
      priceMax: undefined,
      currency: undefined,
      freeOn: undefined,
      radiusKm: undefined,
    });
    expect(from('sort=best').sort).toBeUndefined();
    expect(from('sort=nonsense').sort).toBeUndefined();
  });
});
