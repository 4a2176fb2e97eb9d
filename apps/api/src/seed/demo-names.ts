/** Stable names of the demo data that docs, tests and journeys may rely on. */
export const demo = {
  password: 'linework-demo',
  customerEmail: 'customer@linework.test',
  staffEmail: 'staff@north-star-tattoo.test',
  /** Staff of Black Harbor Ink: answers tattoo requests and posts announcements for Mara's guest spot. */
  blackHarborStaffEmail: 'staff@black-harbor-ink.test',
  shops: { northStar: 'north-star-tattoo', blackHarbor: 'black-harbor-ink', kumo: 'kumo-tattoo' },
  /** Jules works at North Star under this artistUrl; their own page is /artist/jules-moreau. */
  jules: { artistUrl: 'jules', urlPath: 'jules-moreau' },
  mara: { urlPath: 'mara-vale' },
} as const;
