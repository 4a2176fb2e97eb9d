import { useParams } from 'react-router';
import { ComingSoonFor } from '../../../components/coming-soon-for.tsx';

export default function Screen() {
  const params = useParams();
  return (
    <ComingSoonFor
      shop={params.shopUrl ?? ''}
      title={(name) => `Request a tattoo at ${name}`}
      description={(name) =>
        `Describe your idea, placement, size and budget, add reference images, and ${name} will answer with times to choose from.`
      }
    />
  );
}
