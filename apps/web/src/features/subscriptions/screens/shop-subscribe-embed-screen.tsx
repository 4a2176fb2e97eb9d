import ShopSubscribeScreen from './shop-subscribe-screen.tsx';

/** The embeddable form: the same content without the app chrome. */
export default ShopSubscribeScreen;
