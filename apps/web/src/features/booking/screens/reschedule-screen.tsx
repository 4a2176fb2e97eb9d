import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Reschedule"
      description="Move your appointment to another free time within the shop’s policy."
    />
  );
}
