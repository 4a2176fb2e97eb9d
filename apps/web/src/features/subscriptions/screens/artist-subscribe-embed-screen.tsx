import { useParams } from 'react-router';
import { SubscribeEmbed } from '../components/subscribe-embed.tsx';

/** The embeddable form: the same form without the app chrome, sized to its content. */
export default function ArtistSubscribeEmbedScreen() {
  const { urlPath } = useParams();
  return <SubscribeEmbed urlPath={urlPath ?? ''} />;
}
