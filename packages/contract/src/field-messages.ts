// Messages of common fields, with no zod, so a small browser script can say the same as the schemas.

export const validEmailMessage = 'Enter a valid email address';
export const phoneNumberMessage = 'Enter the phone number in international format, e.g. +12125550123';
/** E.164: a plus, a country code and up to 15 digits in all, no spaces. */
export const phoneNumberPattern = /^\+[1-9]\d{6,14}$/;
