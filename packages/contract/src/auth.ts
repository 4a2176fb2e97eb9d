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

/**
 * What POST /auth/sign-up/email accepts from any client: our form's first and last name, or the
 * single `name` of Better Auth's own client (`signUp.email({ email, password, name })`), split at
 * its first space. Either way the identity service is given both names and the full name.
 */
export const signUpRequestBody = z
  .strictObject({
    email,
    password: signUpBody.shape.password,
    name: z.string().trim().max(161, 'The name is too long (161 characters at most)').optional(),
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    phoneNumber: optionalPhoneNumber,
    callbackURL: z.string().optional(),
    rememberMe: z.boolean().optional(),
  })
  .refine((body) => body.firstName || body.name, {
    path: ['firstName'],
    message: 'First name is required',
    // Said beside the other fields' mistakes, not only once they are right.
    when: () => true,
  })
  .transform(({ name, ...body }) => {
    const [first = '', ...rest] = (name ?? '').split(/\s+/).filter(Boolean);
    const firstName = body.firstName ?? first;
    const lastName = body.lastName ?? rest.join(' ');
    return { ...body, firstName, lastName, name: `${firstName} ${lastName}`.trim() };
  });
