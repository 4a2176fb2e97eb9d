import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      shop={params.shopUrl ?? ''}
      title={(name) => `Sign your waiver for ${name}`}
      description={(_name) =>
        `Answer the health questions, add your ID, initial each clause and sign, all from your phone.`
      }
    />
  );
}
