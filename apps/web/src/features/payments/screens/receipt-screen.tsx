import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon title="Receipt" description="Your receipt with the shop, line items, tip and card used." />
  );
}
