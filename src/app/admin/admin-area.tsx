import { Provider } from 'react-redux';
import { makeAdminStore } from '../store';
import { AdminRoutes } from './admin-routes';

// One store for the browser tab's admin visits: what the admin loaded stays while they move about.
const store = makeAdminStore();

/**
 * /admin/* on the website: the admin area's Redux store (auth state, RTK Query) and its screens,
 * in a chunk of their own, so visitors never download them.
 */
export function AdminArea() {
  return (
    <Provider store={store}>
      <AdminRoutes />
    </Provider>
  );
}
