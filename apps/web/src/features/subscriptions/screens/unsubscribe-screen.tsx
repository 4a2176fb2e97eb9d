import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Unsubscribe"
      description="Stop emails from an artist or shop with one click, or choose the topics you still want."
    />
  );
}
