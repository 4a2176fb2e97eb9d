import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon title="Checkout" description="Pay a deposit, balance or tip by card and get a receipt." />
  );
}
