import { currencyDigits, formatMoney } from '@linework/contract/money-format';
import { describe, expect, it } from 'vitest';
import { appointmentMoney, balanceDue, depositDue, paymentAmounts, TipError, tipAmount } from './amounts.ts';

const paid = (kind: 'deposit' | 'balance', totalAmount: number, tipAmount = 0) => ({
  id: `p-${kind}-${totalAmount}`,
  kind,
  status: 'succeeded' as const,
  totalAmount,
  tipAmount,
  refundedAmount: 0,
  receiptNumber: null,
  succeededAt: null,
});

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('currency exponents', () => {
  it('knows USD and GBP have two decimals and JPY none', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('GBP')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('formats minor units with the currency’s own decimals, as emails and receipts show them', () => {
    expect(formatMoney(18000, 'USD')).toBe('$180.00');
    expect(formatMoney(12050, 'GBP')).toBe('£120.50');
    expect(formatMoney(30000, 'JPY')).toBe('¥30,000');
    expect(formatMoney(18000, 'USD', { trimWholeAmounts: true })).toBe('$180');
    expect(formatMoney(18050, 'USD', { trimWholeAmounts: true })).toBe('$180.50');
  });
});

describe('deposit', () => {
  const a = { priceAmount: 18000, depositAmount: 5000, serviceName: 'Small fine line tattoo' };

  it('asks for the service deposit in USD cents, with no tip', () => {
    const d = paymentAmounts('deposit', a, [], { percent: 20 });
    expect(d).toMatchObject({ amount: 5000, tipAmount: 0, totalAmount: 5000 });
    expect(d.lineItems).toEqual([
      { kind: 'deposit', label: 'Deposit for Small fine line tattoo', amount: 5000 },
    ]);
  });

  it('is nothing once a deposit went through, while open or failed tries do not count', () => {
    expect(depositDue(a, [paid('deposit', 5000)])).toBe(0);
    expect(depositDue(a, [{ ...paid('deposit', 5000), status: 'requires_payment_method' }])).toBe(5000);
  });
});

describe('balance', () => {
  it('is the GBP price less the deposit and earlier balances, in pence', () => {
    const a = { priceAmount: 25000, depositAmount: 6000, serviceName: 'Blackwork sleeve session' };
    expect(balanceDue(a, [paid('deposit', 6000)])).toBe(19000);
    expect(balanceDue(a, [paid('deposit', 6000), paid('balance', 10500, 500)])).toBe(9000);
    const b = paymentAmounts('balance', a, [paid('deposit', 6000), paid('balance', 10500, 500)], null);
    expect(b.lineItems).toEqual([
      { kind: 'service', label: 'Blackwork sleeve session', amount: 25000 },
      { kind: 'deposit_paid', label: 'Deposit paid', amount: -6000 },
      { kind: 'balance_paid', label: 'Paid earlier', amount: -10000 },
    ]);
    expect(sum(b.lineItems)).toBe(b.totalAmount);
  });

  it('is never negative when more than the price was paid', () => {
    expect(balanceDue({ priceAmount: 1000 }, [paid('deposit', 5000)])).toBe(0);
  });

  it('adds a 15, 20 or 25 % tip in whole yen for JPY, rounded half up, and the lines add up', () => {
    const a = { priceAmount: 42345, depositAmount: 10000, serviceName: 'Irezumi session' };
    const payments = [paid('deposit', 10000)];
    expect(balanceDue(a, payments)).toBe(32345);
    const b = paymentAmounts('balance', a, payments, { percent: 15 });
    // 32345 × 15 % = 4851.75 yen → 4852 yen: JPY has no smaller unit.
    expect(b).toMatchObject({ amount: 32345, tipAmount: 4852, tipPercent: 15, totalAmount: 37197 });
    expect(b.lineItems.at(-1)).toEqual({ kind: 'tip', label: 'Tip (15%)', amount: 4852 });
    expect(sum(b.lineItems)).toBe(37197);
    expect(paymentAmounts('balance', a, payments, { percent: 25 }).tipAmount).toBe(8086);
  });

  it('takes a USD 20 % tip to the cent and a custom tip as given', () => {
    expect(tipAmount(13005, { percent: 20 })).toBe(2601);
    expect(tipAmount(12999, { percent: 15 })).toBe(1950); // 1949.85 → 1950
    expect(tipAmount(13000, { amount: 777 })).toBe(777);
    expect(tipAmount(13000, null)).toBe(0);
  });

  it('refuses a custom tip larger than the balance', () => {
    expect(() => tipAmount(1000, { amount: 1001 })).toThrow(TipError);
  });
});

describe('appointment money', () => {
  it('says what is due before and after the deposit, and what was paid and tipped', () => {
    const a = { priceAmount: 18000, depositAmount: 5000 };
    expect(appointmentMoney({ ...a, status: 'held' }, [])).toMatchObject({ depositDue: 5000, balanceDue: 0 });
    const payments = [paid('deposit', 5000), paid('balance', 15000, 2000)];
    expect(appointmentMoney({ ...a, status: 'confirmed' }, payments)).toMatchObject({
      paidAmount: 18000,
      tipsAmount: 2000,
      depositDue: 0,
      balanceDue: 0,
    });
    expect(appointmentMoney({ ...a, status: 'confirmed' }, [paid('deposit', 5000)]).balanceDue).toBe(13000);
    expect(appointmentMoney({ ...a, status: 'cancelled' }, [paid('deposit', 5000)]).balanceDue).toBe(0);
  });
});
