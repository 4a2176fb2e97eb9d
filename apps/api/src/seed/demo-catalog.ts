import type { ShopPolicies, WaiverTemplateBody, WeeklyInterval } from '../db/schema/catalog.ts';

// The demo catalogue as plain data: three shops in three time zones and currencies, their artists,
// services and hours, one independent artist with a guest spot. Amounts are minor units (JPY has none).

const week = (days: number[], opens: string, closes: string): WeeklyInterval[] =>
  days.map((weekday) => ({ weekday, opens, closes }));

export type DemoArtist = {
  key: string;
  urlPath: string;
  displayName: string;
  initials: string;
  bio: string;
  styles: string[];
  instagram: string;
  booksOpen: boolean;
  booksNote?: string;
  city: string;
  timeZone: string;
};

export type DemoService = {
  name: string;
  description: string;
  durationMinutes: number;
  priceKind: 'fixed' | 'from' | 'hourly';
  priceAmount: number;
  depositAmount: number;
  requiresRequest?: boolean;
  artists: string[];
};

export type DemoShop = {
  shopUrl: string;
  name: string;
  about: string;
  addressLine: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  currency: string;
  phone: string;
  email: string;
  website: string;
  instagram: string;
  styles: string[];
  hours: WeeklyInterval[];
  policies: ShopPolicies;
  residents: { artist: string; artistUrl: string }[];
  services: DemoService[];
};

export const demoArtists: DemoArtist[] = [
  {
    key: 'jules',
    urlPath: 'jules-moreau',
    displayName: 'Jules Moreau',
    initials: 'JM',
    bio: 'Fine line and botanical work with a light hand. Jules draws every piece for the body it goes on, and loves small, quiet tattoos that age well.',
    styles: ['Fine line', 'Botanical', 'Lettering'],
    instagram: 'jules.moreau.ink',
    booksOpen: true,
    city: 'New York',
    timeZone: 'America/New_York',
  },
  {
    key: 'dex',
    urlPath: 'dex-okafor',
    displayName: 'Dex Okafor',
    initials: 'DO',
    bio: 'Neo-traditional animals, flowers and bold colour. Fifteen years in, still excited by every flash day.',
    styles: ['Neo-traditional', 'Colour', 'Traditional'],
    instagram: 'dexokafor.tattoo',
    booksOpen: true,
    city: 'New York',
    timeZone: 'America/New_York',
  },
  {
    key: 'rina',
    urlPath: 'rina-sato',
    displayName: 'Rina Sato',
    initials: 'RS',
    bio: 'Blackwork and dotwork: geometry, ornament and patterns that follow the flow of the body.',
    styles: ['Blackwork', 'Dotwork', 'Geometric'],
    instagram: 'rina.dots',
    booksOpen: true,
    city: 'New York',
    timeZone: 'America/New_York',
  },
  {
    key: 'lena',
    urlPath: 'lena-park',
    displayName: 'Lena Park',
    initials: 'LP',
    bio: 'Black and grey realism: portraits, pets and still life. Books open a few times a year.',
    styles: ['Realism', 'Black and grey'],
    instagram: 'lenapark.realism',
    booksOpen: false,
    booksNote: 'Books are closed until spring. Subscribe to hear first when they open.',
    city: 'New York',
    timeZone: 'America/New_York',
  },
  {
    key: 'tom',
    urlPath: 'tom-ashby',
    displayName: 'Tom Ashby',
    initials: 'TA',
    bio: 'Traditional tattooing the old way: bold lines, solid colour, sailor flash and walk-in Saturdays.',
    styles: ['Traditional', 'Flash'],
    instagram: 'tomashby.trad',
    booksOpen: true,
    city: 'Bristol',
    timeZone: 'Europe/London',
  },
  {
    key: 'isla',
    urlPath: 'isla-fenwick',
    displayName: 'Isla Fenwick',
    initials: 'IF',
    bio: 'Illustrative and watercolour pieces inspired by folk tales, coastlines and the garden.',
    styles: ['Illustrative', 'Watercolour'],
    instagram: 'isla.draws.on.skin',
    booksOpen: true,
    city: 'Bristol',
    timeZone: 'Europe/London',
  },
  {
    key: 'kenji',
    urlPath: 'kenji-mori',
    displayName: 'Kenji Mori',
    initials: 'KM',
    bio: 'Japanese tattooing: koi, dragons, peonies and full back pieces, done in patient sessions.',
    styles: ['Japanese', 'Irezumi'],
    instagram: 'kenji.horimori',
    booksOpen: true,
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
  },
  {
    key: 'aiko',
    urlPath: 'aiko-ueda',
    displayName: 'Aiko Ueda',
    initials: 'AU',
    bio: 'Delicate lettering and one-point fine line tattoos in Latin, kana and kanji.',
    styles: ['Lettering', 'Fine line'],
    instagram: 'aiko.letters',
    booksOpen: false,
    booksNote: 'Fully booked this season.',
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
  },
  {
    key: 'mara',
    urlPath: 'mara-vale',
    displayName: 'Mara Vale',
    initials: 'MV',
    bio: 'Independent artist travelling between studios. Blackwork botanicals, moths and moons, drawn freehand on the skin.',
    styles: ['Blackwork', 'Botanical', 'Fine line'],
    instagram: 'maravale.tattoo',
    booksOpen: true,
    booksNote: 'Guest spot at Black Harbor Ink in Bristol soon: book early.',
    city: 'Lisbon',
    timeZone: 'Europe/Lisbon',
  },
];

const usPolicies: ShopPolicies = {
  cancellationNoticeHours: 48,
  rescheduleNoticeHours: 48,
  reschedulesAllowed: 2,
  noShow:
    'If you miss your appointment without telling us, the deposit is kept and a new booking needs a new deposit.',
  deposit: 'The deposit secures your time and comes off the final price on the day.',
};

export const demoShops: DemoShop[] = [
  {
    shopUrl: 'north-star-tattoo',
    name: 'North Star Tattoo',
    about:
      'A bright, private studio on the Lower East Side. Custom work and flash from resident artists, sterile single-use everything, and aftercare you can ask us about any time.',
    addressLine: '148 Orchard Street',
    city: 'New York',
    region: 'NY',
    postalCode: '10002',
    country: 'US',
    latitude: 40.7205,
    longitude: -73.9889,
    timeZone: 'America/New_York',
    currency: 'USD',
    phone: '+12125550148',
    email: 'hello@north-star-tattoo.test',
    website: 'https://north-star-tattoo.test',
    instagram: 'northstartattoo.nyc',
    styles: ['Fine line', 'Neo-traditional', 'Blackwork', 'Realism'],
    hours: [...week([2, 3, 4, 5, 6], '11:00', '20:00'), ...week([7], '12:00', '18:00')],
    policies: usPolicies,
    residents: [
      { artist: 'jules', artistUrl: 'jules' },
      { artist: 'dex', artistUrl: 'dex' },
      { artist: 'rina', artistUrl: 'rina' },
      { artist: 'lena', artistUrl: 'lena' },
    ],
    services: [
      {
        name: 'Small fine line tattoo',
        description: 'Up to palm size, single needle or fine liner, one sitting. Great for a first tattoo.',
        durationMinutes: 90,
        priceKind: 'fixed',
        priceAmount: 18000,
        depositAmount: 5000,
        artists: ['jules', 'rina'],
      },
      {
        name: 'Flash piece',
        description: 'Pick a design from the artist’s flash sheets. Price depends on size and colour.',
        durationMinutes: 120,
        priceKind: 'from',
        priceAmount: 15000,
        depositAmount: 5000,
        artists: ['jules', 'dex', 'rina'],
      },
      {
        name: 'Free consultation',
        description:
          'Twenty minutes with an artist to talk about your idea, placement and budget. No deposit.',
        durationMinutes: 30,
        priceKind: 'fixed',
        priceAmount: 0,
        depositAmount: 0,
        artists: ['jules', 'dex', 'rina', 'lena'],
      },
      {
        name: 'Custom large piece',
        description:
          'Sleeves, back pieces and larger custom designs. Send a request first so the artist can plan sessions.',
        durationMinutes: 240,
        priceKind: 'hourly',
        priceAmount: 20000,
        depositAmount: 10000,
        requiresRequest: true,
        artists: ['dex', 'lena'],
      },
    ],
  },
  {
    shopUrl: 'black-harbor-ink',
    name: 'Black Harbor Ink',
    about:
      'Harbourside tattoo shop in Bristol since 2009. Traditional and illustrative work, walk-ins on Saturdays, and a rotating guest artist every month.',
    addressLine: '22 Welsh Back',
    city: 'Bristol',
    postalCode: 'BS1 4RR',
    country: 'GB',
    latitude: 51.4512,
    longitude: -2.5936,
    timeZone: 'Europe/London',
    currency: 'GBP',
    phone: '+441179460022',
    email: 'ahoy@black-harbor-ink.test',
    website: 'https://black-harbor-ink.test',
    instagram: 'blackharborink',
    styles: ['Traditional', 'Illustrative', 'Watercolour', 'Blackwork'],
    hours: week([2, 3, 4, 5, 6], '10:00', '18:00'),
    policies: {
      cancellationNoticeHours: 72,
      rescheduleNoticeHours: 48,
      reschedulesAllowed: 1,
      noShow: 'No-shows lose their deposit.',
      deposit: 'Deposits are taken at booking and come off the price of your last session.',
    },
    residents: [
      { artist: 'tom', artistUrl: 'tom' },
      { artist: 'isla', artistUrl: 'isla' },
    ],
    services: [
      {
        name: 'Traditional flash',
        description: 'Classic flash from the wall, bold and bright.',
        durationMinutes: 120,
        priceKind: 'from',
        priceAmount: 12000,
        depositAmount: 4000,
        artists: ['tom', 'mara'],
      },
      {
        name: 'Half-day session',
        description: 'Four hours on a larger piece, including a break.',
        durationMinutes: 240,
        priceKind: 'fixed',
        priceAmount: 45000,
        depositAmount: 10000,
        artists: ['tom', 'isla', 'mara'],
      },
      {
        name: 'Touch-up',
        description: 'A free-of-stress touch-up of healed work from our shop. No deposit.',
        durationMinutes: 30,
        priceKind: 'fixed',
        priceAmount: 4000,
        depositAmount: 0,
        artists: ['tom', 'isla'],
      },
      {
        name: 'Custom illustrative piece',
        description: 'Tell Isla your story and she will draw it. Requests first, please.',
        durationMinutes: 180,
        priceKind: 'hourly',
        priceAmount: 12000,
        depositAmount: 6000,
        requiresRequest: true,
        artists: ['isla'],
      },
    ],
  },
  {
    shopUrl: 'kumo-tattoo',
    name: 'Kumo Tattoo',
    about:
      'A quiet private studio in Shibuya for traditional Japanese tattooing and fine one-point work. English spoken; consultations by appointment.',
    addressLine: '2-14-5 Jinnan',
    city: 'Tokyo',
    region: 'Shibuya',
    postalCode: '150-0041',
    country: 'JP',
    latitude: 35.6645,
    longitude: 139.6982,
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    phone: '+81355550145',
    email: 'info@kumo-tattoo.test',
    website: 'https://kumo-tattoo.test',
    instagram: 'kumo.tattoo.tokyo',
    styles: ['Japanese', 'Irezumi', 'Lettering', 'Fine line'],
    hours: week([1, 2, 3, 4, 5, 6], '12:00', '21:00'),
    policies: {
      cancellationNoticeHours: 72,
      rescheduleNoticeHours: 72,
      reschedulesAllowed: 1,
      noShow: 'If you do not come, the deposit is kept.',
      deposit: 'The deposit reserves your session and is taken off the final price.',
    },
    residents: [
      { artist: 'kenji', artistUrl: 'kenji' },
      { artist: 'aiko', artistUrl: 'aiko' },
    ],
    services: [
      {
        name: 'One-point tattoo',
        description: 'A small single motif or word, about the size of a business card.',
        durationMinutes: 60,
        priceKind: 'fixed',
        priceAmount: 20000,
        depositAmount: 5000,
        artists: ['aiko', 'kenji'],
      },
      {
        name: 'Wan-bo (upper arm)',
        description: 'Traditional upper-arm piece, usually in two or three sessions.',
        durationMinutes: 180,
        priceKind: 'from',
        priceAmount: 90000,
        depositAmount: 20000,
        artists: ['kenji'],
      },
      {
        name: 'Full session',
        description: 'Back pieces and body suits are planned with Kenji first: send a request.',
        durationMinutes: 240,
        priceKind: 'hourly',
        priceAmount: 25000,
        depositAmount: 20000,
        requiresRequest: true,
        artists: ['kenji'],
      },
    ],
  },
];

export const demoWaiver = (shopName: string): { title: string; body: WaiverTemplateBody } => ({
  title: `${shopName} — tattoo consent and release`,
  body: {
    sections: [
      {
        heading: 'Before we start',
        text: 'Please read this form carefully. It explains the risks of getting tattooed and asks a few health questions so your artist can work safely.',
      },
      {
        heading: 'Aftercare',
        text: 'You will get written aftercare instructions. Healing takes two to four weeks; keep the tattoo clean, do not soak it, and keep it out of the sun.',
      },
    ],
    clauses: [
      {
        id: 'permanent',
        text: 'I understand a tattoo is permanent and that removal is costly and may not be complete.',
      },
      { id: 'risks', text: 'I understand the risks, including infection, allergic reaction and scarring.' },
      { id: 'sober', text: 'I am not under the influence of alcohol or drugs.' },
      { id: 'aftercare', text: 'I will follow the aftercare instructions I am given.' },
    ],
    questions: [
      {
        id: 'allergies',
        kind: 'yesno',
        label: 'Do you have any allergies (latex, pigments, ointments)?',
        followUp: 'Which ones?',
      },
      {
        id: 'conditions',
        kind: 'yesno',
        label:
          'Do you have a medical condition we should know about (diabetes, epilepsy, heart condition, blood disorder)?',
        followUp: 'Please tell us more.',
      },
      {
        id: 'medication',
        kind: 'yesno',
        label: 'Are you taking blood thinners or other medication?',
        followUp: 'Which medication?',
      },
      {
        id: 'pregnant',
        kind: 'choice',
        label: 'Are you pregnant or breastfeeding?',
        options: ['No', 'Yes', 'Prefer not to say'],
      },
      { id: 'lastMeal', kind: 'text', label: 'When did you last eat?', required: true },
      { id: 'lastTattoo', kind: 'date', label: 'When was your last tattoo (if any)?' },
    ],
    requiredFields: ['address', 'phone', 'email', 'emergencyContact'],
    idPhoto: { back: 'optional' },
    guardian: {
      text: 'I am the parent or legal guardian of the person named above. I have read this form, I consent to their tattoo and I accept its terms on their behalf.',
    },
  },
});

export const demoReviews: {
  artist: string;
  shop: string;
  author: string;
  rating: number;
  text: string;
  reply?: string;
  daysAgo: number;
}[] = [
  {
    artist: 'jules',
    shop: 'north-star-tattoo',
    author: 'Priya S.',
    rating: 5,
    text: 'My first tattoo and Jules made me feel completely at ease. The linework is so crisp.',
    reply: 'Thank you Priya, it was a joy!',
    daysAgo: 12,
  },
  {
    artist: 'jules',
    shop: 'north-star-tattoo',
    author: 'Marcus L.',
    rating: 5,
    text: 'Tiny botanical piece on my wrist, healed perfectly.',
    daysAgo: 40,
  },
  {
    artist: 'jules',
    shop: 'north-star-tattoo',
    author: 'Hannah K.',
    rating: 4,
    text: 'Lovely work, ran a little late but worth the wait.',
    daysAgo: 75,
  },
  {
    artist: 'dex',
    shop: 'north-star-tattoo',
    author: 'Oliver B.',
    rating: 5,
    text: 'Dex’s colour work is unreal. My panther is vibrant months later.',
    daysAgo: 20,
  },
  {
    artist: 'dex',
    shop: 'north-star-tattoo',
    author: 'Zoe R.',
    rating: 5,
    text: 'Fun session, great music, bold tattoo.',
    daysAgo: 95,
  },
  {
    artist: 'rina',
    shop: 'north-star-tattoo',
    author: 'Sam T.',
    rating: 5,
    text: 'The dotwork mandala is perfectly symmetrical. Rina is so patient.',
    reply: 'Come back for the other arm!',
    daysAgo: 33,
  },
  {
    artist: 'rina',
    shop: 'north-star-tattoo',
    author: 'Ana G.',
    rating: 4,
    text: 'Beautiful geometric piece. Studio is spotless.',
    daysAgo: 140,
  },
  {
    artist: 'lena',
    shop: 'north-star-tattoo',
    author: 'Chris D.',
    rating: 5,
    text: 'Lena tattooed my dog’s portrait and I cried happy tears.',
    daysAgo: 60,
  },
  {
    artist: 'tom',
    shop: 'black-harbor-ink',
    author: 'Jack W.',
    rating: 5,
    text: 'Proper traditional tattoo, in and out in two hours. Legend.',
    daysAgo: 8,
  },
  {
    artist: 'tom',
    shop: 'black-harbor-ink',
    author: 'Ellie M.',
    rating: 4,
    text: 'Walked in on a Saturday and left with a swallow. Friendly crew.',
    daysAgo: 50,
  },
  {
    artist: 'isla',
    shop: 'black-harbor-ink',
    author: 'Freya P.',
    rating: 5,
    text: 'Isla turned my grandmother’s garden into the most beautiful watercolour piece.',
    reply: 'What a lovely story to draw, thank you Freya.',
    daysAgo: 27,
  },
  {
    artist: 'mara',
    shop: 'black-harbor-ink',
    author: 'Noah C.',
    rating: 5,
    text: 'Caught Mara on her last guest spot. Freehand moth on my sternum, stunning.',
    daysAgo: 120,
  },
  {
    artist: 'kenji',
    shop: 'kumo-tattoo',
    author: 'Daniel F.',
    rating: 5,
    text: 'Kenji-san is a master. My koi sleeve is the best thing I own.',
    daysAgo: 15,
  },
  {
    artist: 'kenji',
    shop: 'kumo-tattoo',
    author: 'Yuki T.',
    rating: 5,
    text: 'Calm studio, careful work, great aftercare advice in English.',
    daysAgo: 88,
  },
  {
    artist: 'aiko',
    shop: 'kumo-tattoo',
    author: 'Mei L.',
    rating: 4,
    text: 'Delicate kanji lettering, exactly as I hoped.',
    daysAgo: 45,
  },
];
