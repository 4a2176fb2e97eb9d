import { useParams } from 'react-router';
import { SubscribePage } from '../components/subscribe-page.tsx';

export default function ArtistSubscribeScreen() {
  const { urlPath } = useParams();
  return <SubscribePage urlPath={urlPath ?? ''} />;
}
