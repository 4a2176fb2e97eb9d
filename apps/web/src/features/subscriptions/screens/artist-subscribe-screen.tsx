import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      artist={params.urlPath ?? ''}
      title={(name) => `Follow ${name}`}
      description={(name) =>
        `Hear first when ${name} opens their books, drops flash or goes on a guest spot.`
      }
    />
  );
}
