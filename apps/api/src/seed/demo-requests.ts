import { currencyDigits } from '@linework/contract/money-format';
import type { BodyArea, ColourChoice, RequestStatus, SizeClass } from '@linework/contract/requests';
import type { DateTime } from 'luxon';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { tattooRequestEvents, tattooRequests } from '../db/schema/requests.ts';
import type { DemoShop } from './demo-appointments.ts';

type Person = { id: string; email: string; firstName: string; lastName: string; phoneNumber: string };

/** A request the demo's inbox holds: how long ago it came, and the shop's answer if any. */
type DemoRequest = {
  hoursAgo: number;
  artist: string | null;
  idea: string;
  placement: BodyArea;
  size: SizeClass;
  style: string;
  colour: ColourChoice;
  /** Whole units of the shop's currency. */
  budget: [number, number];
  weekdays: number[];
  answer?: {
    status: Extract<RequestStatus, 'question_asked' | 'declined'>;
    hoursAgo: number;
    message: string;
  };
};

const requests: DemoRequest[] = [
  {
    hoursAgo: 2,
    artist: null,
    idea: 'A small swallow in flight on the inner wrist, fine lines, facing towards the thumb.',
    placement: 'wrist',
    size: 'small',
    style: 'Fine line',
    colour: 'black_and_grey',
    budget: [150, 250],
    weekdays: [6, 7],
  },
  {
    hoursAgo: 20,
    artist: 'jules',
    idea: 'The start of a botanical sleeve: a fern and two peonies wrapping the forearm, room to add later.',
    placement: 'forearm',
    size: 'large',
    style: 'Botanical',
    colour: 'colour',
    budget: [600, 900],
    weekdays: [2, 3, 4],
  },
  {
    hoursAgo: 52,
    artist: 'dex',
    idea: 'A traditional panther crawling up the thigh, bold outlines, red and green like old flash.',
    placement: 'thigh',
    size: 'large',
    style: 'Traditional',
    colour: 'colour',
    budget: [500, 800],
    weekdays: [5, 6],
    answer: {
      status: 'question_asked',
      hoursAgo: 30,
      message: 'Love it. Facing up or down the leg? And roughly how long: a hand span, or knee to hip?',
    },
  },
  {
    hoursAgo: 75,
    artist: 'lena',
    idea: 'A realistic portrait of my grandmother from an old photo, on the upper back between the shoulders.',
    placement: 'upper_back',
    size: 'medium',
    style: 'Realism',
    colour: 'black_and_grey',
    budget: [400, 700],
    weekdays: [1, 2, 3, 4, 5],
  },
  {
    hoursAgo: 100,
    artist: 'rina',
    idea: 'Cover up a faded name on the ribs with a dotwork mandala.',
    placement: 'ribs',
    size: 'medium',
    style: 'Dotwork',
    colour: 'black_and_grey',
    budget: [300, 450],
    weekdays: [3],
    answer: {
      status: 'declined',
      hoursAgo: 80,
      message:
        'The old name is too dark to hide under dotwork. A few laser sessions first, then we would love to.',
    },
  },
];

/**
 * Tattoo requests in North Star's inbox, from the demo week's customers: new ones, one the shop has
 * asked about, one it declined, so the studio's Requests section opens as a shop's would.
 */
export async function insertDemoRequests(tx: Transaction, input: DemoShop, people: Person[], now: DateTime) {
  const customService = input.services.get('Custom large piece');
  const minor = 10 ** currencyDigits(input.currency);
  for (const [i, r] of requests.entries()) {
    const person = people[(i * 2 + 1) % people.length]!;
    const createdAt = now.minus({ hours: r.hoursAgo }).toJSDate();
    const id = newId();
    await tx.insert(tattooRequests).values({
      id,
      businessId: input.businessId,
      customerId: person.id,
      serviceId: r.size === 'large' ? (customService?.id ?? null) : null,
      preferredArtistId: r.artist ? (input.artistIds.get(r.artist) ?? null) : null,
      status: r.answer?.status ?? 'submitted',
      idea: r.idea,
      placement: r.placement,
      sizeClass: r.size,
      style: r.style,
      colour: r.colour,
      budgetMinAmount: r.budget[0] * minor,
      budgetMaxAmount: r.budget[1] * minor,
      currency: input.currency,
      preferredWeekdays: r.weekdays,
      contactName: `${person.firstName} ${person.lastName}`,
      contactEmail: person.email,
      contactPhone: person.phoneNumber,
      adultConfirmedAt: createdAt,
      createdAt,
      updatedAt: r.answer ? now.minus({ hours: r.answer.hoursAgo }).toJSDate() : createdAt,
    });
    await tx.insert(tattooRequestEvents).values({
      id: newId(),
      requestId: id,
      kind: 'submitted',
      actorUserId: person.id,
      by: 'customer',
      fromStatus: null,
      toStatus: 'submitted',
      at: createdAt,
    });
    if (r.answer) {
      await tx.insert(tattooRequestEvents).values({
        id: newId(),
        requestId: id,
        kind: r.answer.status === 'declined' ? 'declined' : 'question',
        actorUserId: null,
        by: 'shop',
        fromStatus: 'submitted',
        toStatus: r.answer.status,
        message: r.answer.message,
        at: now.minus({ hours: r.answer.hoursAgo }).toJSDate(),
      });
    }
  }
}
