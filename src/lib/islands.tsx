import { createContext, use, type ComponentType, type ReactElement } from 'react';

/**
 * An island: a part of a server-drawn public page that the browser brings to life (a form, a
 * menu, a carousel). The server draws the whole page with React; the browser hydrates only the
 * islands, each as a root of its own on its own container (app/islands/start-islands.tsx), and
 * never touches the rest, which stays the server's HTML. Where the browser draws pages alone
 * (the admin area's browser app, `npm run dev`), an island is its component and nothing more.
 *
 * An island's props travel in its container as JSON, so they are data only. Most islands get all
 * they show as props and never touch the data layer (lib/base-api.ts), which then never runs on a
 * page nobody acts on; one that writes only on an action loads it then (lib/data-on-demand.tsx).
 * A *data island* (`{ data: true }`: the booking button, the forms of the login, sign-up and
 * account pages, My Meetings) reads and writes through the store's hooks: it is drawn inside the
 * page's store, and what it reads travels in the page's data (only that: page-data.tsx,
 * recordingReads), so it hydrates without asking again.
 */

/** The attributes of an island's container: its name, its props (JSON) and its roots' id prefix. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';

/** What an island's props may be: what JSON carries unchanged. */
export type IslandValue =
  | string
  | number
  | boolean
  | null
  | readonly IslandValue[]
  | { readonly [key: string]: IslandValue | undefined };

export type IslandProps<P> = { [K in keyof P]: IslandValue | undefined };

export interface Island<P extends IslandProps<P>> {
  /** Its name in the page (unique among the site's islands). */
  name: string;
  /** The component itself, which the browser hydrates inside the container. */
  Component: ComponentType<P>;
  /** Where a page composes it: the component, inside its container on the server. */
  Part: ComponentType<P>;
}

/** How an island is declared: whether it is a data island (see above). */
export interface IslandOptions {
  data?: boolean;
}

/** What the browser needs of an island: its name, whether it needs the page's store, and its element from its props. */
export interface IslandEntry {
  name: string;
  data: boolean;
  element: (props: object) => ReactElement;
}

/**
 * An island whose code comes only when it is brought to life (lazyIsland): the page's script
 * names it, and fetches its module then. For a page few visitors open (a forgotten password), so
 * that its code is not in the script the other pages share; until it comes, the server's HTML
 * stands and what the visitor types is held for it (lib/early-input.ts).
 */
export interface LazyIslandEntry {
  name: string;
  load: () => Promise<IslandEntry>;
}

/** An island of a page's script: its code there, or fetched when it is brought to life. */
export type PageIsland = IslandEntry | LazyIslandEntry;

/** The island `name`, whose module `load` fetches (it exports the island(); it must be that one). */
export function lazyIsland(name: string, load: () => Promise<IslandEntry>): LazyIslandEntry {
  return {
    name,
    load: () =>
      load().then((entry) => {
        if (entry.name !== name) throw new Error(`The module for the island ${name} holds ${entry.name}`);
        return entry;
      }),
  };
}

/** An island the server met while drawing a page; entry-server.tsx draws it as a root of its own. */
export interface DrawnIsland {
  name: string;
  props: object;
  /** The id prefix of its root, the same on the server and in the browser (useId). */
  id: string;
  /** A data island: drawn inside the page's store. */
  data: boolean;
  element: ReactElement;
}

/**
 * On the server, while the page is drawn: where its islands are collected. Each is then drawn
 * alone, as the browser will hydrate it, so what React derives from a component's place in its
 * tree (useId) is the same on both sides. Inside an island there is none: an island in an
 * island is simply part of it.
 */
export const IslandSlots = createContext<DrawnIsland[] | null>(null);

/** The empty element standing for an island's HTML until entry-server.tsx puts it in. */
export const islandSlot = (id: string) => `<template data-island-slot="${id}"></template>`;

/**
 * Declares `Component` as the island `name`. Its container takes no room of its own
 * (`display: contents`): the page lays out as if the component stood there alone, but for a
 * parent's child selector (`.list > li`), which an island never sits under.
 */
export function island<P extends IslandProps<P>>(
  name: string,
  Component: ComponentType<P>,
  { data = false }: IslandOptions = {},
): Island<P> & IslandEntry {
  function Part(props: P) {
    // Only the server's renderer collects islands (entry-server.tsx); the browser draws the component.
    const slots = use(IslandSlots);
    if (!slots) return <Component {...props} />;
    const id = `i${slots.length}-`;
    slots.push({ name, props, id, data, element: <Component {...props} /> });
    return (
      <div
        {...{
          [ISLAND_ATTRIBUTE]: name,
          [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
          [ISLAND_ID_ATTRIBUTE]: id,
        }}
        style={{ display: 'contents' }}
      >
        <template data-island-slot={id} />
      </div>
    );
  }
  Part.displayName = `Island(${name})`;
  // The props are those the server drew this very island with, read back from its container.
  const element = (props: object) => <Component {...(props as P)} />;
  return { name, data, Component, Part, element };
}
