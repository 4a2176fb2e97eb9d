import { beforeEach, describe, expect, it } from 'vitest';
import { attributionKey, captureAttribution, restoreAttribution } from './attribution.ts';

beforeEach(() => sessionStorage.clear());

const store = (value: unknown) => sessionStorage.setItem(attributionKey, JSON.stringify(value));

describe('attribution', () => {
  it('is restored with an id, a campaign and one of employee, business or appointment', () => {
    for (const extra of [{ employeeId: 'e1' }, { businessId: 'b1' }, { appointmentId: 'a1' }]) {
      store({ id: 'u1', sourceCampaignId: 'spring', ...extra });
      expect(restoreAttribution()).toEqual({ id: 'u1', sourceCampaignId: 'spring', ...extra });
    }
  });

  it.each([
    ['no id', { sourceCampaignId: 'spring', businessId: 'b1' }],
    ['no campaign', { id: 'u1', businessId: 'b1' }],
    ['none of employee, business or appointment', { id: 'u1', sourceCampaignId: 'spring' }],
    ['an empty id', { id: '', sourceCampaignId: 'spring', businessId: 'b1' }],
  ])('is null with %s', (_why, value) => {
    store(value);
    expect(restoreAttribution()).toBeNull();
  });

  it('is null when nothing or something unreadable is stored', () => {
    expect(restoreAttribution()).toBeNull();
    sessionStorage.setItem(attributionKey, '{not json');
    expect(restoreAttribution()).toBeNull();
  });

  it('is captured from the landing URL parameters into session storage', () => {
    captureAttribution('?utm_id=u9&utm_campaign=flash-day&businessId=b7&other=x');
    expect(restoreAttribution()).toEqual({ id: 'u9', sourceCampaignId: 'flash-day', businessId: 'b7' });
  });

  it('keeps an earlier valid attribution when the landing URL has an incomplete one', () => {
    captureAttribution('?utm_id=u1&utm_campaign=a&employeeId=e1');
    captureAttribution('?utm_id=u2&utm_campaign=b');
    expect(restoreAttribution()).toMatchObject({ id: 'u1', employeeId: 'e1' });
  });
});
