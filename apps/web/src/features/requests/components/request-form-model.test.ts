import { createRequestBody } from '@linework/contract/requests';
import { describe, expect, it } from 'vitest';
import {
  emptyRequestForm,
  type RequestFormValues,
  requestFormSchema,
  toMinorUnits,
  toRequestBody,
} from './request-form-model.ts';

const filled: RequestFormValues = {
  ...emptyRequestForm,
  idea: 'A lighthouse on a cliff with gulls',
  placement: 'forearm',
  sizeUnit: 'cm',
  widthCm: '8',
  heightCm: '15',
  style: 'Illustrative',
  colour: 'black_and_grey',
  budgetMin: '200',
  budgetMax: '450.50',
  preferredWeekdays: [6],
  contactName: 'Jordan Tester',
  contactEmail: 'Jordan@Example.test',
  adultConfirmed: true,
};

const messages = (values: RequestFormValues) => {
  const result = requestFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the request form', () => {
  it('turns typed budgets into minor units of the shop’s currency', () => {
    expect(toMinorUnits('450.50', 'GBP')).toBe(45050);
    expect(toMinorUnits('450,5', 'EUR')).toBe(45050);
    expect(toMinorUnits('30000', 'JPY')).toBe(30000);
  });

  it('sends a body the API accepts, with sizes in cm and any artist as null', () => {
    const body = toRequestBody(filled, 'GBP', 'service-1');
    expect(body).toMatchObject({
      size: { unit: 'cm', widthCm: 8, heightCm: 15 },
      budgetMinAmount: 20000,
      budgetMaxAmount: 45050,
      preferredArtistId: null,
      serviceId: 'service-1',
      contactPhone: undefined,
    });
    expect(createRequestBody.safeParse(body).success).toBe(true);
  });

  it('says what is missing under each field, the 18+ confirmation included', () => {
    const found = messages(emptyRequestForm);
    expect(found).toMatchObject({
      placement: 'Choose where on the body',
      sizeClass: 'Choose a size',
      colour: 'Choose colour or black and grey',
      adultConfirmed: 'Confirm that you are 18 or over',
      budgetMin: 'The lowest budget is required',
    });
    expect(messages(filled)).toEqual({});
  });

  it('refuses a budget upside down, sizes out of range and a phone number without its country', () => {
    expect(
      messages({
        ...filled,
        budgetMin: '500',
        budgetMax: '100',
        widthCm: '0',
        contactPhone: '0117 946 0022',
      }),
    ).toMatchObject({
      budgetMax: 'The highest budget must be at least the lowest',
      widthCm: 'Width is between 1 and 200 cm',
      contactPhone: expect.stringMatching(/international format/),
    });
  });
});
