// The ids the server-rendered embed carries and its browser script (main.ts) looks up: one list, so
// the markup and the script cannot drift apart.

export const embedIds = {
  form: 'follow-form',
  email: 'follow-email',
  phoneNumber: 'follow-phone',
  topics: 'follow-topics',
  consent: 'follow-consent',
  submit: 'follow-submit',
  problem: 'follow-problem',
  status: 'follow-status',
  success: 'follow-success',
} as const;

/** The fields whose errors show beside them; each has a helper text `${id}-helper-text`. */
export type EmbedField = 'email' | 'phoneNumber' | 'topics' | 'consent';

export const helperIdOf = (field: EmbedField) => `${embedIds[field]}-helper-text`;

/** The topic checkboxes carry their topic in this attribute. */
export const topicAttribute = 'data-topic';
