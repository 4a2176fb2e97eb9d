import type { ProjectView } from '@linework/contract/projects';
import { formatMoney } from './money.ts';

// How a project's quote and progress read for the customer: the project page and the request it answered.

/** "$1,500", "$1,500 – $1,800", or "$150 an hour, about 8 hours ($1,200)". */
export function quoteText(p: Pick<ProjectView, 'quote'>) {
  const money = (n: number | null) => formatMoney(n ?? 0, p.quote.currency);
  if (p.quote.kind === 'fixed') return money(p.quote.amount);
  if (p.quote.kind === 'range') return `${money(p.quote.amount)} – ${money(p.quote.maxAmount)}`;
  return `${money(p.quote.hourlyRateAmount)} an hour, about ${(p.quote.estimatedTenthHours ?? 0) / 10} hours (${money(p.quote.amount)})`;
}

/** "3 sessions" or "sessions to be decided". */
export const sessionsText = (count: number | null) =>
  count === null ? 'sessions to be decided' : count === 1 ? '1 session' : `${count} sessions`;

/** "1 of 3 sessions done", or with the count undecided "2 sessions done · number of sessions to be decided". */
export function progressText(p: Pick<ProjectView, 'sessionCount' | 'sessions'>) {
  const done = p.sessions.filter((s) => s.state === 'done').length;
  if (p.sessionCount !== null) return `${done} of ${p.sessionCount} sessions done`;
  return `${done === 1 ? '1 session' : `${done} sessions`} done · number of sessions to be decided`;
}

/** Where the deposit counts: "session 3", "the first session" while undecided, or "every session". */
export function depositTarget(p: Pick<ProjectView, 'depositAppliesTo' | 'sessionCount'>) {
  if (p.depositAppliesTo === 'spread') return 'every session';
  if (p.depositAppliesTo === 'first') return 'session 1';
  return p.sessionCount ? `session ${p.sessionCount}` : 'the last session';
}
