import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Book an appointment"
      description="Pick an artist, a service and a free time in the shop’s time zone, then pay the deposit to confirm."
    />
  );
}
