import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      shop={params.shopUrl ?? ''}
      title={(name) => `Waiver of ${name}`}
      description={(name) => `Read the consent form of ${name} exactly as you will sign it.`}
    />
  );
}
