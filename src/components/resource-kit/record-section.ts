import type { ComponentType } from 'react';
import { recordAdminPaths, type RecordAdminPaths } from '@/config/record-admin-paths';

/** A record's four admin screens, as its admin module exports them (`recordScreens`). */
export interface RecordScreens {
  /** Its section's menu: create one, or manage them all. */
  Menu: ComponentType;
  Create: ComponentType;
  Edit: ComponentType;
  /** The table of every record. */
  Manage: ComponentType;
}

/**
 * A record's admin section, declared by its feature in `admin/<name>-section.ts` (exported as
 * `section`): the admin area finds every such file (app/admin/admin-sections), puts its label in
 * the sidebar and its screens at their paths, and loads its admin module (a chunk of its own)
 * only when one of them opens. No list elsewhere names it.
 */
export interface RecordSection {
  /** The sidebar's link. */
  label: string;
  /** Where the link goes among the sidebar's (Meetings 10, Courses 20, …; see admin-sections). */
  order: number;
  paths: RecordAdminPaths;
  load: () => Promise<{ recordScreens: RecordScreens }>;
}

/** The section of the record `name` (its paths: config/paths' recordAdminPaths). */
export const recordSection = (
  name: string,
  declared: Pick<RecordSection, 'label' | 'order' | 'load'>,
): RecordSection => ({ ...declared, paths: recordAdminPaths(name) });
