import { brand, EmailLayout, fromShop, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails of check-in, built without I/O from what their job loaded.

export function checkInCodeEmail(input: {
  to: string;
  firstName: string;
  shopName: string;
  code: string;
  minutes: number;
}): Promise<MailMessage> {
  return composeEmail({
    to: input.to,
    subject: `${input.code} is your check-in code at ${input.shopName}`,
    template: (
      <EmailLayout
        preview={`Enter ${input.code} on the check-in screen.`}
        heading={`Your check-in code: ${input.code}`}
        signature={fromShop(input.shopName)}
      >
        <P>Hello {input.firstName},</P>
        <P>
          Enter {input.code} on the check-in screen at {input.shopName}. It works for {input.minutes} minutes.
        </P>
        <P>
          If you are not at the shop right now, someone may have typed your details by mistake: you can ignore
          this email.
        </P>
      </EmailLayout>
    ),
  });
}

export function arrivedEmail(input: {
  to: string;
  artistName: string;
  customerFirstName: string;
  serviceName: string;
  localTime: string;
  shopName: string;
  waiverSigned: boolean;
}): Promise<MailMessage> {
  const subject = `${input.customerFirstName} has checked in for ${input.localTime}`;
  return composeEmail({
    to: input.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={brand.name}>
        <P>Hello {input.artistName},</P>
        <P>
          {`${input.customerFirstName} has checked in at ${input.shopName} for ${input.serviceName} at ${input.localTime}.${input.waiverSigned ? ' Their waiver is signed.' : ''}`}
        </P>
      </EmailLayout>
    ),
  });
}
