import { z } from 'zod';
import { email, optionalPhoneNumber, personName } from './common.ts';

/** Body of POST /auth/sign-up/email on the built-in identity service. */
export const signUpBody = z.strictObject({
  email,
  password: z
    .string()
    .min(8, 'Use at least 8 characters for the password')
    .max(128, 'The password is too long (128 characters at most)'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phoneNumber: optionalPhoneNumber,
  callbackURL: z.string().optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.strictObject({
  email,
  password: z.string().min(1, 'Enter your password'),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

export const requestCodeBody = z.strictObject({ email });
export const resetPasswordBody = z.strictObject({
  email,
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
  password: signUpBody.shape.password,
});
