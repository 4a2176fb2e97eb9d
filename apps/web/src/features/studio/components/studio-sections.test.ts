import { describe, expect, it } from 'vitest';
import { sectionsFor } from './studio-sections.ts';

// The menu reads the contract's role table, which the API enforces too (docs/decisions/032).
describe('the studio menu of each role', () => {
  const labels = (role: 'owner' | 'staff' | 'artist') => sectionsFor(role).map((s) => s.label);

  it('gives the owner every section', () => {
    expect(labels('owner')).toHaveLength(14);
  });

  it('gives the front desk no shop editing', () => {
    expect(labels('staff')).not.toContain('Shop and services');
    expect(labels('staff')).toEqual(expect.arrayContaining(['Money', 'Waivers and the door', 'Followers']));
  });

  it('gives an artist their own work: no money, door or followers, but their profile', () => {
    expect(labels('artist')).toEqual([
      'Today',
      'Calendar',
      'Requests',
      'Projects',
      'Flash and books',
      'Waitlist',
      'Inbox',
      'Notices',
      'Hours and booking',
      'Shop and services',
      'Reviews',
    ]);
  });
});
