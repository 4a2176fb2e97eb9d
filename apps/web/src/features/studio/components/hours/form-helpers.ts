import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { z } from 'zod';
import { confirm } from '../../../../components/confirm-store.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';

/** Field messages of a failed zod parse, keyed by the path joined with dots ("intervals.2.closes"). */
export function issuesOf(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The API's field messages ("body.endsOn") without the "body." prefix, or its one message under "". */
export function serverIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return error instanceof Error ? { '': error.message } : {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.details?.fields ?? {})) {
    out[field.replace(/^body\.?/, '')] = message;
  }
  if (Object.keys(out).length === 0) out[''] = error.message;
  return out;
}

/**
 * While something is unsaved, leaving the page asks first: another studio page through the router
 * (a dialog) or closing or reloading the tab (the browser's own question).
 */
export function useWarnBeforeLeaving(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Leave without saving?',
      message: 'You have changes on this page that are not saved yet. They will be lost.',
      positiveText: 'Leave',
      negativeText: 'Stay',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** Wall-clock minutes of "HH:MM". */
export const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The instant of a wall-clock date and time in an IANA zone ("2027-03-14", "09:30"), as ISO UTC. In
 * the hour the clocks go back the earlier instant; in the hour they skip, the time after the gap.
 */
export function instantIn(date: string, time: string, timeZone: string): string {
  const wall =
    Date.parse(`${date}T${time === '24:00' ? '00:00' : time}:00Z`) + (time === '24:00' ? 86_400_000 : 0);
  const offset = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(t)
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = /([+-])(\d\d):?(\d\d)?/.exec(parts ?? '');
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000 : 0;
  };
  // Two guesses cover both sides of a change: prefer the earlier instant whose wall time matches.
  const candidates = [wall - offset(wall - 86_400_000), wall - offset(wall + 86_400_000)].sort(
    (a, b) => a - b,
  );
  const exact = candidates.find((t) => t + offset(t) === wall);
  return new Date(exact ?? candidates[1]!).toISOString();
}

/** A calendar date (YYYY-MM-DD) of an instant in a zone. */
export const dateIn = (iso: string | number | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));

/** The day after a calendar date. */
export const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Asks before removing something customers book around, then removes it and says how that went.
 * `remove` is the mutation's `mutate`, `key` what it removes.
 */
export async function removeAfterAsking<K>(
  question: { title: string; message: string },
  remove: (key: K, handlers: { onSuccess(): void; onError(error: Error): void }) => void,
  key: K,
  done: string,
) {
  if (!(await confirm({ ...question, positiveText: 'Remove' }))) return;
  remove(key, { onSuccess: () => toast.success(done), onError: (error) => toast.error(error.message) });
}

/**
 * A form of saved settings (text fields over a typed value): its fields, what is wrong with them,
 * and the save bar's state. The form follows the saved value when that changes; `fieldOf` names the
 * field that a problem the schema or the API reports under a key belongs to ("" for the form).
 */
export function useSettingsForm<F extends Record<string, string>, V>(options: {
  value: V;
  toForm(value: V): F;
  fromForm(form: F): unknown;
  schema: z.ZodType<V>;
  onSave(value: V): Promise<unknown>;
  onDirtyChange(dirty: boolean): void;
  fieldOf?(key: string): string;
}) {
  const { value, toForm, schema, onDirtyChange, fieldOf = (key) => key } = options;
  const [form, setForm] = useState(() => toForm(value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(toForm(value));
  useEffect(() => setForm(toForm(value)), [value, toForm]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const parsed = schema.safeParse(options.fromForm(form));
  const byField = (issues: Record<string, string>) =>
    Object.fromEntries(Object.entries(issues).map(([k, v]) => [fieldOf(k), v]));
  const set = (key: keyof F, text: string) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: text }));
  };
  const save = async () => {
    setErrors(byField(issuesOf(parsed.error)));
    if (!parsed.success) return;
    setSaving(true);
    try {
      await options.onSave(parsed.data);
      setSaved(true);
    } catch (error) {
      setErrors(byField(serverIssues(error)));
    } finally {
      setSaving(false);
    }
  };
  const reset = () => {
    setErrors({});
    setForm(toForm(value));
  };
  return { form, set, errors, parsed, saveBar: { dirty, saving, saved, onSave: save, onReset: reset } };
}
