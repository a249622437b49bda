import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';

/**
 * The router an island runs under: the page's own address, and every navigation a new document,
 * as a link of the server's HTML is. An island's links and redirects (after a login, to the
 * next page of a list) reach the server, which draws the next page; the island's state goes with
 * the page it lived on.
 */
const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
