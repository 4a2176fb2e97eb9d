import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      shop={params.shopUrl ?? ''}
      title={(name) => `Check in at ${name}`}
      description={(_name) =>
        `Find today’s appointment by phone, email or confirmation code and check in at the door.`
      }
    />
  );
}
