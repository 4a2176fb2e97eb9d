/** What the checkout gives the card form of either adapter (sandbox or Stripe Elements). */
export type CardFormProps = {
  /** "Pay $50.00" */
  payLabel: string;
  /** Minor units and currency of what is paid now, for Stripe Elements' deferred payment. */
  amount: number;
  currency: string;
  /** Called with the payment method the form made; the form stays busy until it settles. */
  onPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Goes up after each decline, so the form can clear the card for another try. */
  attempt: number;
};
