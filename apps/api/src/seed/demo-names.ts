/** Stable names of the demo data that docs, tests and journeys may rely on. */
export const demo = {
  password: 'linework-demo',
  customerEmail: 'customer@linework.test',
  /** North Star's front desk (role staff): runs the day and the door in the studio. */
  staffEmail: 'staff@north-star-tattoo.test',
  /** North Star's owner: sees and changes everything in the studio. */
  ownerEmail: 'owner@north-star-tattoo.test',
  /** Jules's own login (role artist at North Star): their calendar and requests in the studio. */
  julesEmail: 'jules@north-star-tattoo.test',
  /** Staff of Black Harbor Ink: answers tattoo requests and posts announcements for Mara's guest spot. */
  blackHarborStaffEmail: 'staff@black-harbor-ink.test',
  shops: { northStar: 'north-star-tattoo', blackHarbor: 'black-harbor-ink', kumo: 'kumo-tattoo' },
  /** Jules works at North Star under this artistUrl; their own page is /artist/jules-moreau. */
  jules: { artistUrl: 'jules', urlPath: 'jules-moreau' },
  mara: { urlPath: 'mara-vale' },
  /**
   * Two confirmed appointments of the demo customer at North Star on the day the demo is seeded,
   * with fixed confirmation codes, so the waiver and the check-in at the door can be tried at once.
   */
  todayAtNorthStar: [
    { code: 'NSTAR2', artist: 'jules', service: 'Small fine line tattoo' },
    { code: 'NSTAR3', artist: 'dex', service: 'Flash piece' },
  ],
} as const;
