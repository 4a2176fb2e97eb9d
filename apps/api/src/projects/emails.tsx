import { formatMoney } from '@linework/contract/money-format';
import { Action, EmailLayout, Facts, fromShop, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails of a project, built without I/O from what their job loaded. Each links the project page.

export type ProjectFacts = {
  to: string;
  firstName: string;
  shopName: string;
  artistName: string;
  title: string;
  sessionCount: number | null;
  quoteText: string;
  depositAmount: number;
  currency: string;
  url: string;
};

const sessionsText = (n: number | null) =>
  n ? `${n} session${n === 1 ? '' : 's'}` : 'sessions to be decided';

export function quoteEmail(f: ProjectFacts): Promise<MailMessage> {
  const subject = `${f.shopName} quoted your ${f.title}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>{`${f.artistName} planned your ${f.title} as ${sessionsText(f.sessionCount)}.`}</P>
        <Facts
          rows={[
            ['Quote', f.quoteText],
            ['Deposit', f.depositAmount ? formatMoney(f.depositAmount, f.currency) : 'None'],
          ]}
        />
        <Action href={f.url} label="See the project and accept the quote" />
      </EmailLayout>
    ),
  });
}

export function sessionBookedEmail(
  f: ProjectFacts & { sessionText: string; localTime: string; dueText: string },
) {
  const subject = `${f.sessionText} is booked for ${f.localTime}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>{`${f.sessionText} with ${f.artistName} at ${f.shopName}: ${f.localTime}.`}</P>
        <Facts rows={[['Due at this session', f.dueText]]} />
        <Action href={f.url} label="See the project" />
      </EmailLayout>
    ),
  });
}

export function nextSessionDueEmail(f: ProjectFacts & { sessionText: string }) {
  const subject = `Healed? Book ${f.sessionText}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>{`Your skin has had time to heal. ${f.artistName} has free times for ${f.sessionText}.`}</P>
        <Action href={f.url} label="Book the next session" />
      </EmailLayout>
    ),
  });
}

/** A day or two before a session: what is due at its checkout, once the credited deposit is counted. */
export function sessionDueEmail(
  f: ProjectFacts & {
    sessionText: string;
    localTime: string;
    priceText: string;
    creditText: string | null;
    dueText: string;
  },
) {
  const subject = `${f.sessionText} on ${f.localTime}: ${f.dueText} due`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>{`${f.sessionText} with ${f.artistName} at ${f.shopName} is on ${f.localTime}. This is what you pay at checkout.`}</P>
        <Facts
          rows={[
            ['Session', f.priceText],
            ...(f.creditText ? [['Deposit credited', f.creditText] as [string, string]] : []),
            ['Due at checkout', f.dueText],
          ]}
        />
        <Action href={f.url} label="See the project" />
      </EmailLayout>
    ),
  });
}

/** The texts of a project: short, with the project's link; sent only to those who take texts. */
export const projectTexts = {
  quoted: (f: ProjectFacts) =>
    `${f.shopName}: your ${f.title} is quoted, ${f.quoteText} for ${sessionsText(f.sessionCount)}. Accept and book: ${f.url}`,
  sessionBooked: (f: ProjectFacts & { sessionText: string; localTime: string }) =>
    `${f.shopName}: ${f.sessionText} is booked for ${f.localTime}. ${f.url}`,
  nextSessionDue: (f: ProjectFacts & { sessionText: string }) =>
    `${f.shopName}: healed? Book ${f.sessionText} with ${f.artistName}: ${f.url}`,
  sessionDue: (f: ProjectFacts & { sessionText: string; localTime: string; dueText: string }) =>
    `${f.shopName}: ${f.sessionText} on ${f.localTime}. Due at checkout: ${f.dueText}. ${f.url}`,
};
