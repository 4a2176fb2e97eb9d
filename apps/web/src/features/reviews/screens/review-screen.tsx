import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function Screen() {
  return (
    <ComingSoon
      title="Leave a review"
      description="Rate your tattoo session, write a few words and add photos of the healed work."
    />
  );
}
