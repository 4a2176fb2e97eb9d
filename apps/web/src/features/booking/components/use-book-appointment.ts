import type { Slot } from '@linework/contract/appointments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { getAttribution } from '../../../lib/attribution.ts';
import { appointmentKeys, availabilityKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { confirmEmailIfAsked, openSignIn } from '../../../lib/sign-in.ts';
import { createAppointment } from '../api/create-appointment.ts';

export type BookingProblem = { message: string; alternatives?: Slot[] };

/**
 * Books the chosen time (signing in first if need be) and goes on: to the deposit's checkout for a
 * held time, to the appointment for a confirmed one. A lost time leaves its problem and the nearest
 * free times.
 */
export function useBookAppointment(choice: {
  shopUrl: string;
  artistId: string;
  serviceId: string;
  start: string;
  flashSizeId?: string;
  flashClaimId?: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept here, not in the details step, so they survive choosing another artist or time.
  const [notes, setNotes] = useState('');

  const book = async () => {
    if (!(user.data || (await openSignIn('sign-up')))) return;
    setBusy(true);
    setProblem(null);
    try {
      // Each press is a new try with a new key (a time refused as taken may be free again); only a
      // try that went unanswered is sent again with its key.
      const { flashSizeId, flashClaimId, ...chosen } = choice;
      const appointment = await createAppointment({
        ...chosen,
        ...(flashSizeId && { flashSizeId }),
        ...(flashClaimId && { flashClaimId }),
        notes: notes.trim() || undefined,
        attribution: getAttribution() ?? undefined,
      });
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      // A held time goes straight on to paying its deposit; a free one is confirmed already.
      navigate(
        appointment.status === 'held'
          ? `/checkout?appointmentId=${appointment.id}&kind=deposit`
          : `/booking/${appointment.id}/booked`,
      );
    } catch (error) {
      // An account that has not confirmed its email enters the code here and books on.
      if (await confirmEmailIfAsked(error)) return await book();
      const e = error as ApiError;
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      setProblem({
        message: e.message,
        alternatives: (e.details?.alternatives as Slot[] | undefined) ?? undefined,
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    book,
    busy,
    problem,
    clearProblem: () => setProblem(null),
    notes,
    setNotes,
    signedIn: Boolean(user.data),
  };
}
