import { z } from 'zod';
import { personName, phoneNumber } from './common.ts';
import { resultOf } from './envelope.ts';

/** The profile fetched after every sign-in change (docs/requirements.md#shared-widgets-and-session-state). */
export const userProfile = z.object({
  userId: z.string(),
  createdAt: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const userProfileResult = resultOf(userProfile);

export const updateUserProfile = z
  .strictObject({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    phoneNumber: phoneNumber.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateUserProfile = z.infer<typeof updateUserProfile>;
