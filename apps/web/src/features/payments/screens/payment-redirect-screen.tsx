import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Finishing your payment"
      description="We check the result of your card authentication and take you to your receipt."
    />
  );
}
