import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { smsMessages } from '../db/schema/sms.ts';

export type SmsMessage = { to: string; body: string };

/** The text-message port: the dev outbox by default, Twilio when configured (TWILIO_*). */
export type Sms = { kind: 'outbox' | 'twilio'; send(message: SmsMessage): Promise<void> };

/** Keeps every text in the database, shown at /dev/sms like the dev mailbox. */
export function createSmsOutbox(db: Database): Sms {
  return {
    kind: 'outbox',
    async send(m) {
      await db.insert(smsMessages).values({ id: newId(), to: m.to, body: m.body });
    },
  };
}

type TwilioConfig = Extract<Config['sms'], { provider: 'twilio' }>;

/**
 * Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * a form-encoded POST with the account's basic auth. A refusal throws, so the job is retried with
 * backoff as any failed job is.
 */
export function createTwilioSms(config: TwilioConfig, fetchFn: typeof fetch = fetch): Sms {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    async send(m) {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.to, From: config.from, Body: m.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const error = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
        throw new Error(
          `Twilio refused the text (${response.status} ${error.code ?? ''}): ${error.message ?? ''}`,
        );
      }
    },
  };
}

export const createSms = (config: Config, db: Database): Sms =>
  config.sms.provider === 'twilio' ? createTwilioSms(config.sms) : createSmsOutbox(db);
