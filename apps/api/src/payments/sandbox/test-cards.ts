import { digitsOnly } from '@linework/contract/cards';

// Stripe's test card numbers and what each does when charged, so the sandbox behaves like Stripe's
// test mode: https://docs.stripe.com/testing

export type CardBehaviour =
  | { outcome: 'succeed' }
  | { outcome: 'authenticate' }
  | { outcome: 'decline'; code: string; declineCode: string; message: string };

const declined = (declineCode: string, message: string, code = 'card_declined'): CardBehaviour => ({
  outcome: 'decline',
  code,
  declineCode,
  message,
});

export const testCards: Record<string, CardBehaviour> = {
  '4242424242424242': { outcome: 'succeed' },
  '4000056655665556': { outcome: 'succeed' },
  '5555555555554444': { outcome: 'succeed' },
  '2223003122003222': { outcome: 'succeed' },
  '378282246310005': { outcome: 'succeed' },
  '6011111111111117': { outcome: 'succeed' },
  '3566002020360505': { outcome: 'succeed' },
  '4000000000000002': declined('generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card', 'Your card was declined.'),
  '4000000000009979': declined('stolen_card', 'Your card was declined.'),
  '4000000000000069': declined('expired_card', 'Your card has expired.', 'expired_card'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  '4000000000000119': declined(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
    'processing_error',
  ),
  '4000002760003184': { outcome: 'authenticate' },
  '4000002500003155': { outcome: 'authenticate' },
};

/** A real card in test mode is declined, as Stripe does, so nobody mistakes the sandbox for a shop. */
const notATestCard = declined(
  'test_mode_live_card',
  'Your card was declined. This is the sandbox: use a test card such as 4242 4242 4242 4242.',
);

export const cardBehaviour = (number: string): CardBehaviour => testCards[digitsOnly(number)] ?? notATestCard;

/** Stored with the tokenised card instead of its number: what charging it will do. */
export const encodeBehaviour = (b: CardBehaviour) => JSON.stringify(b);
export const decodeBehaviour = (s: string) => JSON.parse(s) as CardBehaviour;
