import type { DesktopBridge, PickedImage } from '../../../electron/ipc-contract';
import type { Platform } from './index';
import type { TokenStorage } from './token-storage';

/** The desktop app's platform, and the school server's address it talks to (null on first start). */
export interface DesktopPlatform extends Platform {
  serverAddress: string | null;
  /** Whether a kept login is encrypted with a key the operating system protects. */
  tokenEncrypted: boolean;
}

/** A picked image as the File a form sends, so the upload path is the browser's. */
function toFile(image: PickedImage): File {
  // A copy backed by a plain ArrayBuffer: what crosses the bridge may be a view on a larger one.
  const bytes = new Uint8Array(image.bytes);
  return new File([bytes], image.name, { type: image.type });
}

/**
 * The token kept by the main process (electron-store, encrypted where the OS can). The screens read
 * it synchronously, so it is loaded once before anything renders and written through on change.
 */
function bridgedTokenStorage(bridge: DesktopBridge, initial: string | null): TokenStorage {
  let token = initial;
  const report = (action: string) => (error: unknown) =>
    console.error(`Could not ${action} the token`, error);
  return {
    get: () => token,
    set: (next) => {
      token = next;
      bridge.token.set(next).catch(report('keep'));
    },
    remove: () => {
      token = null;
      bridge.token.remove().catch(report('remove'));
    },
  };
}

/** Reads what the main process keeps, then answers the screens' questions without waiting. */
export async function loadDesktopPlatform(bridge: DesktopBridge): Promise<DesktopPlatform> {
  const [token, serverAddress, tokenEncrypted] = await Promise.all([
    bridge.token.get(),
    bridge.server.get(),
    bridge.token.isEncrypted(),
  ]);
  return {
    serverAddress,
    tokenEncrypted,
    tokenStorage: bridgedTokenStorage(bridge, token),
    apiBaseUrl: () => serverAddress ?? '',
    pickImage: async () => {
      const picked = await bridge.pickImage();
      if (!picked.ok) throw new Error(picked.message);
      return picked.value ? toFile(picked.value) : null;
    },
    onMessagesSeen: () => {
      bridge.messagesSeen().catch((error: unknown) => {
        // Only the badge waits for the next regular check; nothing the screen must show.
        console.warn('Could not tell the app the messages were seen', error);
      });
    },
  };
}

declare global {
  interface Window {
    /** The desktop app's preload bridge (electron/preload); absent on the website. */
    desktop?: DesktopBridge;
  }
}
