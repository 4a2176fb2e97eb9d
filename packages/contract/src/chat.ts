import { z } from 'zod';
import { appointmentStatus } from './appointments.ts';
import { maxStoredInteger } from './common.ts';
import { resultOf } from './envelope.ts';
import { requestStatus } from './requests.ts';
import { storagePath } from './uploads.ts';

/** Limits of one message; the API enforces them, the web app shows them before sending. */
export const maxMessageLength = 4000;
export const maxAttachmentsPerMessage = 4;
/** Messages one person may send per minute, across every conversation and API instance. */
export const messagesPerMinute = 30;

const id = z.string().min(1).max(64);

export const conversationParams = z.object({ conversationId: id });
export const businessConversationParams = z.object({ businessId: id, conversationId: id });
export const businessParams = z.object({ businessId: id });

/** Start (or reuse) the conversation with one shop, optionally about one artist or appointment. */
export const startConversationBody = z.strictObject({
  shopUrl: z.string().min(1).max(80),
  artistId: id.optional(),
  appointmentId: id.optional(),
});
export type StartConversationBody = z.infer<typeof startConversationBody>;

export const attachmentInput = z.strictObject({
  /** A finished image upload of the sender (see /v1/uploads), private to the conversation. */
  path: storagePath,
});

export const sendMessageBody = z
  .strictObject({
    /** Made by the client before the first try: a retry with the same id stores nothing new. */
    clientMessageId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, dashes or underscores'),
    body: z
      .string()
      .trim()
      .max(maxMessageLength, `Keep a message under ${maxMessageLength} characters`)
      .default(''),
    attachments: z
      .array(attachmentInput)
      .max(maxAttachmentsPerMessage, `Attach at most ${maxAttachmentsPerMessage} images to one message`)
      .default([]),
  })
  .refine((m) => m.body.length > 0 || m.attachments.length > 0, {
    message: 'Write a message or attach an image',
    path: ['body'],
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const messagePageQuery = z.object({
  /** Messages before this position (the `olderCursor` of the previous page); newest when absent. */
  before: z.coerce.number().int().positive().max(maxStoredInteger).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const receiptBody = z.strictObject({
  kind: z.enum(['delivered', 'read']),
  /** Every message of the other side up to this position. */
  upTo: z.number().int().nonnegative().max(maxStoredInteger),
});
export type ReceiptBody = z.infer<typeof receiptBody>;

export const chatSide = z.enum(['customer', 'shop']);
export type ChatSide = z.infer<typeof chatSide>;

export const attachment = z.object({
  path: z.string(),
  contentType: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

export const message = z.object({
  id: z.string(),
  conversationId: z.string(),
  clientMessageId: z.string(),
  /** Order within the conversation: 1, 2, 3 … */
  position: z.number().int(),
  side: chatSide,
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(attachment),
  sentAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** How far each side has received and read the other side's messages. */
export const receipts = z.object({
  customerDeliveredUpTo: z.number().int(),
  customerReadUpTo: z.number().int(),
  shopDeliveredUpTo: z.number().int(),
  shopReadUpTo: z.number().int(),
});
export type Receipts = z.infer<typeof receipts>;

export const conversation = z.object({
  id: z.string(),
  shop: z.object({
    id: z.string(),
    shopUrl: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
  }),
  customer: z.object({ firstName: z.string(), lastName: z.string() }),
  artist: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  appointmentId: z.string().nullable(),
  lastMessage: message.nullable(),
  /** Messages of the other side the viewer has not read. */
  unreadCount: z.number().int(),
  receipts,
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

export const conversationResult = resultOf(conversation);
export const conversationListResult = resultOf(z.array(conversation));
export const messageResult = resultOf(message);
export const messagePage = z.object({
  items: z.array(message),
  /** Pass as `before` for the next older page; null when this page reaches the first message. */
  olderCursor: z.number().int().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;
export const messagePageResult = resultOf(messagePage);
export const receiptsResult = resultOf(receipts);

export const unreadSummary = z.object({
  /** Unread messages in the viewer's own conversations with shops. */
  customer: z.number().int(),
  /** The shops the viewer is a member of, with their unread customer messages. */
  shops: z.array(z.object({ businessId: z.string(), name: z.string(), unreadCount: z.number().int() })),
});
export type UnreadSummary = z.infer<typeof unreadSummary>;
export const unreadSummaryResult = resultOf(unreadSummary);

export const streamTicket = z.object({
  /** Opens /v1/events/stream once, within `expiresAt`; EventSource cannot send a bearer token. */
  ticket: z.string(),
  expiresAt: z.string(),
});
export const streamTicketResult = resultOf(streamTicket);

export const streamQuery = z.object({
  /** The stream's credential (its security scheme): without a valid one the answer is 401. */
  ticket: z.string().min(1).max(400).optional(),
  /** The last event id received; events after it are replayed first. Absent: only new events. */
  after: z.coerce.number().int().nonnegative().max(maxStoredInteger).optional(),
});

/** What the live stream carries; every event has a per-user, gap-free, increasing `id`. */
export const chatEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message, viewerSide: chatSide, businessId: z.string() }),
  z.object({
    kind: z.literal('receipts'),
    conversationId: z.string(),
    businessId: z.string(),
    receipts,
  }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

/**
 * What a shop's inbox shows beside a conversation: what the customer booked or asked this shop for.
 * Only what the viewer may see elsewhere in the studio: an artist member their own appointments and
 * no requests (the shop's requests are for its owner and front desk).
 */
export const conversationContext = z.object({
  /** The shop's time zone: its people read the times in it. */
  timeZone: z.string(),
  /** The appointment the conversation is about, else the customer's next one here (else the last). */
  appointment: z
    .object({
      id: z.string(),
      status: appointmentStatus,
      startsAt: z.string(),
      endsAt: z.string(),
      serviceName: z.string(),
      artist: z.object({ id: z.string(), displayName: z.string() }),
    })
    .nullable(),
  /** The customer's latest tattoo requests to the shop, newest first (at most 3). */
  requests: z.array(
    z.object({
      id: z.string(),
      status: requestStatus,
      idea: z.string(),
      serviceName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ConversationContext = z.infer<typeof conversationContext>;
export const conversationContextResult = resultOf(conversationContext);
