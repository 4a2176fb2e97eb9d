import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      shop={params.shopUrl ?? ''}
      title={(name) => `Follow ${name}`}
      description={(name) => `Hear first about open books, flash days and guest artists at ${name}.`}
    />
  );
}
