import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Messages"
      description="Talk with shops and artists about your design, size and aftercare, with images, in real time."
    />
  );
}
