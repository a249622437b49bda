import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '@/config/constants';

/** The home page's toast container (top-right, 5000 ms, light), in a chunk of its own. */
export function HomeToasts() {
  return <ToastContainer {...TOAST_DEFAULTS} />;
}
