import type { Me } from '@linework/contract/users';
import { describe, expect, it } from 'vitest';
import { mayEmbed } from './may-embed.ts';

const person = (manages: Me['manages']): Me => ({
  userId: 'u1',
  createdAt: '2030-01-01T00:00:00.000Z',
  email: 'sam@example.test',
  firstName: 'Sam',
  lastName: 'Ink',
  phoneNumber: null,
  manages,
});
const mara = { kind: 'artist', urlPath: 'mara-vale' } as const;
const harbor = { kind: 'shop', shopUrl: 'black-harbor-ink' } as const;

describe('who is shown the follow form’s embed code', () => {
  it('shows it to the artist and the shop’s staff, never to a customer or a visitor', () => {
    const customer = person({ shopUrls: [], artistUrlPaths: [] });
    const harborStaff = person({ shopUrls: ['black-harbor-ink'], artistUrlPaths: ['mara-vale'] });
    const otherStaff = person({ shopUrls: ['north-star-tattoo'], artistUrlPaths: ['jules-moreau'] });
    const maraHerself = person({ shopUrls: [], artistUrlPaths: ['mara-vale'] });
    expect(mayEmbed(undefined, mara)).toBe(false);
    expect(mayEmbed(null, harbor)).toBe(false);
    expect(mayEmbed(customer, mara)).toBe(false);
    expect(mayEmbed(customer, harbor)).toBe(false);
    expect(mayEmbed(otherStaff, mara)).toBe(false);
    expect(mayEmbed(otherStaff, harbor)).toBe(false);
    expect(mayEmbed(maraHerself, mara)).toBe(true);
    expect(mayEmbed(maraHerself, harbor)).toBe(false);
    expect(mayEmbed(harborStaff, mara)).toBe(true);
    expect(mayEmbed(harborStaff, harbor)).toBe(true);
  });
});
