import { useParams } from 'react-router';
import { SubscribePage } from '../components/subscribe-page.tsx';

export default function ShopSubscribeScreen() {
  const { shopUrl } = useParams();
  return <SubscribePage shopUrl={shopUrl ?? ''} />;
}
