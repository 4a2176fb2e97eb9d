import type { WaiverForm } from '@linework/contract/waivers';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { saveWaiverDraft } from '../api/save-waiver-draft.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

const quietMs = 800;

/**
 * Saves the answers a moment after the signer stops typing, and when they change step, one save
 * at a time. Signatures are left out: they are made at the end, on purpose. A session that expired
 * meanwhile calls `onGone`. `settle` stops saving and waits for a save in flight, before signing.
 */
export function useDraftAutosave(
  form: UseFormReturn<WaiverForm>,
  shopUrl: string,
  sessionId: string,
  step: number,
  onGone: () => void,
): { state: SaveState; settle(): Promise<void>; resume(): void } {
  const [state, setState] = useState<SaveState>('idle');
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stepRef = useRef(step);
  const goneRef = useRef(onGone);
  goneRef.current = onGone;
  const firstStep = useRef(true);

  // A change waiting for its save: until it is saved, the screen must not say the answers are.
  const changePending = useRef(false);

  const saveSoon = useRef(() => {
    clearTimeout(timer.current);
    if (stopped.current) return;
    changePending.current = true;
    setState('saving');
    timer.current = setTimeout(() => {
      queue.current = queue.current.then(async () => {
        changePending.current = false;
        const values = form.getValues();
        setState('saving');
        try {
          await saveWaiverDraft(shopUrl, sessionId, {
            ...values,
            signature: { ...values.signature, image: '' },
            guardian: { ...values.guardian, signature: { ...values.guardian.signature, image: '' } },
            step: stepRef.current,
          });
          setState(changePending.current ? 'saving' : 'saved');
        } catch (error) {
          setState('error');
          if (error instanceof ApiError && error.status === 410) goneRef.current();
        }
      });
    }, quietMs);
  });

  useEffect(() => {
    const subscription = form.watch(() => saveSoon.current());
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form]);

  useEffect(() => {
    stepRef.current = step;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    saveSoon.current();
  }, [step]);

  const settle = useRef(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    await queue.current;
  });
  const resume = useRef(() => {
    stopped.current = false;
  });

  return { state, settle: settle.current, resume: resume.current };
}
