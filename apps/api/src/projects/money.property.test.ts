import { type MoneyEntry, projectMoney, splitAmount } from '@linework/contract/project-money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The money record over random sequences of payments, reschedules, cancellations and refunds, run
// through a plain model of a shop's till written here (independent of projectMoney): whatever the
// order, the record keeps its rules and reads the same as the till.

type Op =
  | { op: 'deposit' }
  | { op: 'pay'; session: number }
  | { op: 'tip'; session: number; amount: number }
  | { op: 'reschedule'; session: number }
  | { op: 'cancel'; rule: 'keep_credit' | 'refund' | 'forfeit' }
  | { op: 'refund'; session: number; amount: number };

const count = 3;
const quote = 60000;
const deposit = 15000;
const prices = splitAmount(quote, count);

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ op: 'deposit' }),
  fc.record({ op: fc.constant('pay' as const), session: fc.integer({ min: 1, max: count }) }),
  fc.record({
    op: fc.constant('tip' as const),
    session: fc.integer({ min: 1, max: count }),
    amount: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({ op: fc.constant('reschedule' as const), session: fc.integer({ min: 1, max: count }) }),
  fc.record({
    op: fc.constant('cancel' as const),
    rule: fc.constantFrom('keep_credit' as const, 'refund' as const, 'forfeit' as const),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    session: fc.integer({ min: 1, max: count }),
    amount: fc.integer({ min: 1, max: 30000 }),
  }),
);

describe('the project money record', () => {
  it.each(['first', 'last'] as const)(
    'stays consistent with the till, deposit towards the %s session',
    (appliesTo) => {
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
          // The till: cash in hand per session, the held deposit, and what left the shop.
          const entries: MoneyEntry[] = [];
          const till = {
            credit: 0,
            depositPaid: 0,
            paid: [0, 0, 0],
            applied: [0, 0, 0],
            refunded: 0,
            creditRefunded: 0,
            forfeited: 0,
            tips: 0,
          };
          const target = appliesTo === 'first' ? 1 : count;
          const due = (s: number) => {
            const planned =
              s === target
                ? Math.min(
                    till.credit,
                    Math.max(0, prices[s - 1]! - till.paid[s - 1]! - till.applied[s - 1]!),
                  )
                : 0;
            return Math.max(0, prices[s - 1]! - till.paid[s - 1]! - till.applied[s - 1]! - planned);
          };
          for (const o of ops) {
            // A deposit is taken while none stands: the first, or a new one after a forfeit.
            const depositAsked = till.depositPaid - till.forfeited < deposit;
            if (o.op === 'deposit' && depositAsked) {
              till.depositPaid += deposit;
              till.credit += deposit;
              entries.push({ kind: 'deposit', amount: deposit, sessionNumber: null });
            } else if (o.op === 'pay') {
              // A checkout: apply the credit planned for the session, then pay what is left (never twice).
              const s = o.session;
              if (s === target && till.credit > 0) {
                const apply = Math.min(
                  till.credit,
                  prices[s - 1]! - till.paid[s - 1]! - till.applied[s - 1]!,
                );
                if (apply > 0) {
                  till.credit -= apply;
                  till.applied[s - 1]! += apply;
                  entries.push({ kind: 'credit_applied', amount: apply, sessionNumber: s });
                }
              }
              const amount = due(s);
              if (amount > 0) {
                till.paid[s - 1]! += amount;
                entries.push({ kind: 'payment', amount, sessionNumber: s });
              }
            } else if (o.op === 'tip') {
              till.tips += o.amount;
              entries.push({ kind: 'tip', amount: o.amount, sessionNumber: o.session });
            } else if (o.op === 'reschedule') {
              // Inside the policy the credit stays where it was: nothing to write.
            } else if (o.op === 'cancel' && till.credit > 0) {
              if (o.rule === 'refund') {
                till.refunded += till.credit;
                till.creditRefunded += till.credit;
                entries.push({ kind: 'credit_refunded', amount: till.credit, sessionNumber: null });
                till.credit = 0;
              } else if (o.rule === 'forfeit') {
                till.forfeited += till.credit;
                entries.push({ kind: 'credit_forfeited', amount: till.credit, sessionNumber: null });
                till.credit = 0;
              } else {
                entries.push({ kind: 'credit_carried', amount: till.credit, sessionNumber: null });
              }
            } else if (o.op === 'refund') {
              // Never above what the session was paid.
              const amount = Math.min(o.amount, till.paid[o.session - 1]!);
              if (amount > 0) {
                till.paid[o.session - 1]! -= amount;
                till.refunded += amount;
                entries.push({ kind: 'refund', amount, sessionNumber: o.session });
              }
            }
            const money = projectMoney(
              {
                quoteAmount: quote,
                sessionCount: count,
                depositAppliesTo: appliesTo,
                depositAmount: deposit,
              },
              prices.map((p, i) => ({ sessionNumber: i + 1, priceAmount: p })),
              entries,
            );
            expect(money.problems).toEqual([]);
            expect(money.creditHeldAmount).toBe(till.credit);
            expect(money.depositDueAmount).toBe(till.depositPaid - till.forfeited < deposit ? deposit : 0);
            expect(money.creditHeldAmount).toBeGreaterThanOrEqual(0);
            expect(money.paidAmount).toBe(
              till.depositPaid + till.paid.reduce((a, b) => a + b, 0) - till.creditRefunded,
            );
            expect(money.paidAmount).toBeGreaterThanOrEqual(0);
            expect(money.tipsAmount).toBe(till.tips);
            expect(money.forfeitedAmount).toBe(till.forfeited);
            for (let s = 1; s <= count; s++) {
              const m = money.sessions[s - 1]!;
              expect(m.paidAmount).toBe(till.paid[s - 1]);
              expect(m.paidAmount).toBeGreaterThanOrEqual(0);
              expect(m.dueAmount).toBe(due(s));
              expect(m.dueAmount).toBeGreaterThanOrEqual(0);
              // Never charged more than the session's price.
              expect(m.paidAmount + m.creditAppliedAmount).toBeLessThanOrEqual(m.priceAmount);
            }
          }
        }),
        { numRuns: 300, seed: 27 },
      );
    },
  );

  it('splits a quote and a spread deposit without losing a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 20 }), (total, n) => {
        const parts = splitAmount(total, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      }),
      { seed: 27 },
    );
  });
});
