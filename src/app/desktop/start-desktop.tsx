import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { showBrandFont } from '@/lib/fonts';
import { PageOriginProvider } from '@/lib/page-data';
import { installPlatform } from '@/lib/platform';
import { loadDesktopPlatform } from '@/lib/platform/desktop';
import type { DesktopBridge } from '../../../electron/ipc-contract';
import { makeAdminStore } from '../store';
import { StoreProvider } from '../store-provider';
import { DesktopContext, type Desktop } from './desktop-context';
import { DesktopRoutes } from './desktop-router';

function DesktopApp({ desktop }: { desktop: Desktop }) {
  // Made after the platform is installed: the auth slice reads the kept token when the store starts.
  const [store] = useState(makeAdminStore);
  return (
    <DesktopContext value={desktop}>
      <StoreProvider store={store}>
        <PageOriginProvider origin={desktop.serverAddress ?? window.location.origin}>
          <BrowserRouter>
            <DesktopRoutes />
          </BrowserRouter>
        </PageOriginProvider>
      </StoreProvider>
    </DesktopContext>
  );
}

/** The desktop app: the platform from the preload bridge first, then the same React screens. */
export async function startDesktop(root: HTMLElement, bridge: DesktopBridge): Promise<void> {
  const platform = await loadDesktopPlatform(bridge);
  installPlatform(platform);
  showBrandFont();
  const desktop: Desktop = {
    bridge,
    serverAddress: platform.serverAddress,
    tokenEncrypted: platform.tokenEncrypted,
    restart: (path) => window.location.assign(path),
  };
  createRoot(root).render(
    <StrictMode>
      <DesktopApp desktop={desktop} />
    </StrictMode>,
  );
}
