import type { MailMessage } from '../mail/mailer.ts';

// The emails of check-in, built without I/O from what their job loaded.

export function checkInCodeEmail(input: {
  to: string;
  firstName: string;
  shopName: string;
  code: string;
  minutes: number;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.code} is your check-in code at ${input.shopName}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Enter ${input.code} on the check-in screen at ${input.shopName}. It works for ${input.minutes} minutes.`,
      '',
      'If you are not at the shop right now, someone may have typed your details by mistake: you can ignore this email.',
      '',
      `${input.shopName}, through Linework`,
    ].join('\n'),
  };
}

export function arrivedEmail(input: {
  to: string;
  artistName: string;
  customerFirstName: string;
  serviceName: string;
  localTime: string;
  shopName: string;
  waiverSigned: boolean;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.customerFirstName} has checked in for ${input.localTime}`,
    text: [
      `Hello ${input.artistName},`,
      '',
      `${input.customerFirstName} has checked in at ${input.shopName} for ${input.serviceName} at ${input.localTime}.${input.waiverSigned ? ' Their waiver is signed.' : ''}`,
      '',
      'Linework',
    ].join('\n'),
  };
}
