/**
 * The desktop app's one bridge between the React renderer and Electron's main process.
 * The preload exposes `DesktopBridge` under `window[BRIDGE_KEY]`; each function is exactly one IPC
 * channel below, handled in electron/main/ipc/<concern>.ts. Imports nothing, so the preload and
 * the renderer can both use it.
 */
import type { AcceptedImageType } from '../src/contract/images';

/** The key the preload exposes the bridge under (`window.desktop`). */
export const BRIDGE_KEY = 'desktop';

/** One channel per message. */
export const IPC = {
  tokenGet: 'token:get',
  tokenSet: 'token:set',
  tokenRemove: 'token:remove',
  tokenEncrypted: 'token:encrypted',
  serverGet: 'server:get',
  serverSet: 'server:set',
  imagePick: 'image:pick',
  openExternal: 'shell:open-external',
  messagesSeen: 'notifications:messages-seen',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/**
 * The one message the main process sends the page: show this route of the app (a menu item, a
 * clicked notification). The page's router moves there, so a form being filled in is not lost
 * to a reload. Its argument is the route, e.g. '/admin/contact'.
 */
export const SHOW_ROUTE = 'app:show-route';

/** What a main-side handler answers: never a thrown error across the bridge. */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/** The picture types the server accepts (src/contract/images.ts). */
export type PickedImageType = AcceptedImageType;

/** A picture the admin chose in the native open dialog, already checked for type and size. */
export interface PickedImage {
  name: string;
  type: PickedImageType;
  bytes: Uint8Array;
}

/** What a channel that only does something answers: its handler returns nothing. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a handler's return type, named once
type Nothing = void;

/**
 * What each channel takes from the renderer and answers: the preload's calls and the main
 * process's handlers are both typed from this map, so neither can drift from the bridge.
 */
export interface IpcCalls {
  [IPC.tokenGet]: { args: []; answer: string | null };
  [IPC.tokenSet]: { args: [token: string]; answer: Nothing };
  [IPC.tokenRemove]: { args: []; answer: Nothing };
  [IPC.tokenEncrypted]: { args: []; answer: boolean };
  [IPC.serverGet]: { args: []; answer: string | null };
  [IPC.serverSet]: { args: [address: string]; answer: Result<string> };
  [IPC.imagePick]: { args: []; answer: Result<PickedImage | null> };
  [IPC.openExternal]: { args: [url: string]; answer: Nothing };
  [IPC.messagesSeen]: { args: []; answer: Nothing };
}

/**
 * The main side's registration, typed by IpcCalls: a handler must answer its channel's type.
 * What arrives is unknown (a renderer is not trusted to send what it should), so handlers
 * check their arguments.
 */
export interface IpcHandlers {
  handle<C extends IpcChannel>(
    channel: C,
    listener: (event: unknown, ...args: unknown[]) => IpcCalls[C]['answer'] | Promise<IpcCalls[C]['answer']>,
  ): void;
}

export interface DesktopBridge {
  token: {
    /**
     * The token kept for the server the app talks to now, or null (none kept, kept for another
     * server, or it could not be decrypted).
     */
    get(): Promise<string | null>;
    /** Keeps the token for the server the app talks to now. */
    set(token: string): Promise<void>;
    remove(): Promise<void>;
    /**
     * Whether a kept token is encrypted with a key the operating system protects; false where
     * there is no keyring (some Linux desktops), and the token is then kept as plain text.
     */
    isEncrypted(): Promise<boolean>;
  };
  server: {
    /** The school server's address the admin entered (e.g. https://school.example), or null. */
    get(): Promise<string | null>;
    /**
     * Checks the address (a well-formed http(s) URL whose /api/health answers) and keeps it.
     * Resolves with the address as kept (normalised, no trailing slash) or why it was refused.
     * A different address than the kept one forgets the kept token in the same step: a token
     * belongs to the server that issued it.
     */
    set(address: string): Promise<Result<string>>;
  };
  /** Opens the native file dialog filtered to images; ok with null when the admin cancels. */
  pickImage(): Promise<Result<PickedImage | null>>;
  /** Opens an http(s) or mailto link in the system's browser or mail app. */
  openExternal(url: string): Promise<void>;
  /**
   * The admin has just looked at the contact messages: the main process asks the server for the
   * unread count at once, so the dock or taskbar badge follows without waiting for its next check.
   */
  messagesSeen(): Promise<void>;
  /**
   * Calls `listener` with each route the main process asks the page to show (SHOW_ROUTE);
   * answers the function that stops listening.
   */
  onShowRoute(listener: (route: string) => void): () => void;
}
