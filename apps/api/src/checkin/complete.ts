import { changeAppointment, lifecycle } from '../appointments/lifecycle.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';
import { shopClockTime } from '../domain/shop-time.ts';
import { sessionForAppointment } from '../waivers/sessions.ts';
import { loadTicket, waiverStatus } from './lookup.ts';

/** The waiver session the door opens for a found appointment whose waiver is not signed yet. */
export async function ticketWaiverSession(deps: Pick<Deps, 'db' | 'clock'>, shopUrl: string, ticket: string) {
  const { appointment } = await loadTicket(deps, shopUrl, ticket);
  const session = await sessionForAppointment(deps.db, appointment, 'check-in', null, deps.clock.now());
  return { sessionId: session.id };
}

/**
 * Checks the appointment in, once: a compare-and-swap from confirmed, with its history row and the
 * artist's notice in the same transaction. A waiver the shop asks for must be signed first.
 */
export async function completeCheckIn(deps: Pick<Deps, 'db' | 'clock'>, shopUrl: string, ticket: string) {
  const { appointment, shop, customer } = await loadTicket(deps, shopUrl, ticket);
  const waiver = await waiverStatus(deps.db, shop.id, appointment.id);
  if (waiver.required && !waiver.signed) {
    throw new DomainError('WAIVER_NOT_SIGNED', 'Please sign the waiver first; it takes a few minutes.');
  }
  await deps.db.transaction(async (tx) => {
    const changed = await changeAppointment(
      tx,
      'door.checkIn',
      { id: appointment.id },
      { now: deps.clock.now(), refuse: false },
    );
    if (!changed.length) {
      throw new DomainError(
        'CHECK_IN_NOT_POSSIBLE',
        appointment.status === 'checked_in'
          ? 'You are already checked in. Take a seat, we will be with you shortly.'
          : lifecycle['door.checkIn'].refused.message,
      );
    }
  });
  return { firstName: customer.firstName, localTime: shopClockTime(appointment.startsAt, shop.timeZone) };
}
