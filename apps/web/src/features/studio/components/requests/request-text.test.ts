import type { ShopRequestView } from '@linework/contract/requests';
import { describe, expect, it } from 'vitest';
import { budgetText, inboxOrder, statusText } from './request-text.ts';

const request = (change: Partial<ShopRequestView>) =>
  ({
    id: 'r',
    status: 'submitted',
    createdAt: '2027-03-01T10:00:00.000Z',
    events: [{ kind: 'submitted', by: 'customer', message: null, at: '2027-03-01T10:00:00.000Z' }],
    budgetMinAmount: 15000,
    budgetMaxAmount: 25000,
    currency: 'USD',
    ...change,
  }) as ShopRequestView;

describe('the requests inbox', () => {
  it('puts new requests first, then offers to renew, then those waiting on the customer, newest first within', () => {
    const list = [
      request({ id: 'booked', status: 'booked', createdAt: '2027-03-05T00:00:00.000Z' }),
      request({ id: 'old-new', createdAt: '2027-03-01T00:00:00.000Z' }),
      request({ id: 'asked', status: 'question_asked', createdAt: '2027-03-06T00:00:00.000Z' }),
      request({ id: 'new-new', createdAt: '2027-03-04T00:00:00.000Z' }),
      request({ id: 'ran-out', status: 'offer_expired', createdAt: '2027-02-01T00:00:00.000Z' }),
      request({ id: 'declined', status: 'declined', createdAt: '2027-03-07T00:00:00.000Z' }),
    ];
    expect(list.sort(inboxOrder).map((r) => r.id)).toEqual([
      'new-new',
      'old-new',
      'ran-out',
      'asked',
      'booked',
      'declined',
    ]);
  });

  it('says when the customer has just answered the shop’s question', () => {
    expect(statusText(request({}))).toBe('New');
    const answered = request({
      events: [
        { kind: 'submitted', by: 'customer', message: null, at: '2027-03-01T10:00:00.000Z' },
        { kind: 'question', by: 'shop', message: 'Which arm?', at: '2027-03-01T11:00:00.000Z' },
        { kind: 'answer', by: 'customer', message: 'The left', at: '2027-03-01T12:00:00.000Z' },
      ],
    });
    expect(statusText(answered)).toBe('Customer answered');
  });

  it('shows a budget range, or one amount when both ends agree', () => {
    expect(budgetText(request({}))).toBe('$150 – $250');
    expect(budgetText(request({ budgetMinAmount: 20000, budgetMaxAmount: 20000 }))).toBe('$200');
  });
});
