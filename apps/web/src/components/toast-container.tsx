import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastAutoCloseMs } from '../config/env.ts';
import { markToastHostMounted } from '../lib/toast.ts';

/**
 * react-toastify's container with the product's settings; loaded with the first toast (toaster.tsx).
 * Toasts rise from the bottom: at the top they would lie over the sticky header (on phones
 * react-toastify pins them to the very top), hiding the account menu and the page's name.
 */
export default function AppToastContainer() {
  useEffect(markToastHostMounted, []);
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={toastAutoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="colored"
    />
  );
}
