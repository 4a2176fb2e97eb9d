import { isStaff, type Member } from '../business/access.ts';
import { DomainError } from '../domain/errors.ts';

/**
 * Owners and staff see and change every appointment of the shop; an artist member only their own,
 * since the others hold other artists' customers' details.
 */
export function requireAppointmentsOf(member: Member, artistId: string) {
  if (isStaff(member) || member.artistId === artistId) return;
  throw new DomainError('FORBIDDEN', 'You can see and change only your own appointments.');
}

/** The artist whose appointments a member may list when they name none: everyone's, or their own. */
export function visibleArtist(member: Member, asked: string | undefined): string | undefined {
  if (asked) {
    requireAppointmentsOf(member, asked);
    return asked;
  }
  if (isStaff(member)) return undefined;
  if (!member.artistId) {
    throw new DomainError('FORBIDDEN', 'Your membership is not linked to an artist of this shop yet.');
  }
  return member.artistId;
}
