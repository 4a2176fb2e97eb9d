import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastAutoCloseMs } from '../config/env.ts';
import { markToastHostMounted } from '../lib/toast.ts';

/**
 * react-toastify's container with the product's settings; loaded with the first toast (toaster.tsx).
 * Toasts come in at the top centre (SEED-SPEC point 2), below the sticky header (app/global.css
 * places them and keeps their colours the theme's).
 */
export default function AppToastContainer() {
  useEffect(markToastHostMounted, []);
  return (
    <ToastContainer
      position="top-center"
      autoClose={toastAutoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="colored"
    />
  );
}
