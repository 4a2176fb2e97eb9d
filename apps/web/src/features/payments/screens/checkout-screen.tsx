import { useParams } from 'react-router';
import { CheckoutPage } from '../components/checkout-page.tsx';
import { StartCheckout } from '../components/start-checkout.tsx';

/** /checkout makes the payment from its query; /checkout/{paymentId} pays it. */
export default function CheckoutScreen() {
  const { paymentId } = useParams();
  return paymentId ? <CheckoutPage paymentId={paymentId} /> : <StartCheckout />;
}
