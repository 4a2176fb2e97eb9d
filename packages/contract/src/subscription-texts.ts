// What the subscribe forms say, with no zod: the embeddable form's small browser script checks a form
// with these very words without carrying the schema library (src/subscriptions.ts builds on them).

export const subscriptionTopics = ['books_open', 'flash_drop', 'guest_spot', 'news'] as const;
export type SubscriptionTopic = (typeof subscriptionTopics)[number];

/** Topic names as people read them, in emails and on screens. */
export const topicLabels: Record<SubscriptionTopic, string> = {
  books_open: 'Books opening',
  flash_drop: 'Flash drops',
  guest_spot: 'Guest spots',
  news: 'News',
};

/**
 * The consent a subscriber gives, shown beside the button and stored word for word with the time,
 * so the server (not the client) decides what was agreed to.
 */
export const subscriptionConsentText = (name: string) =>
  `I agree to receive emails from ${name} through Linework about the topics I picked. I can unsubscribe at any time with one click from any message.`;

export const pickTopicMessage = 'Pick at least one topic';
export const consentMessage = 'Tick the box to agree to receive these emails';
