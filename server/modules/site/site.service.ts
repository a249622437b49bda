import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  colourProblem,
  HomeContent,
  isTimeZone,
  LANGUAGE_NAMES,
  menuProblem,
  SiteSettings,
  SiteSettingsInput,
  visibleMenu,
  type ContentPageLink,
  type MenuItem,
  type MenuSection,
} from '@/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { isPlainObject } from '../../lib/defined';
import { badRequest } from '../../lib/http-errors';
import { nowIso, todayIso } from '../../lib/time';
import { auditChanges, recordAudit, type AuditActor } from '../audit/audit-record';
import { listCourses } from '../courses/courses.repository';
import { listMeetingStamps } from '../meetings/meetings.repository';
import { pagesService } from '../pages/pages.service';
import { readImageField, saveImageField } from '../uploads/image-field';
import { DEFAULT_HOME, defaultSettings } from './site-defaults';
import { addSiteDocument, readSiteDocument, writeSiteDocument } from './site.repository';

/** The settings as stored: what an admin sends, and the logo (the row keeps when it was saved). */
type StoredSettings = Omit<SiteSettings, 'updatedAt'>;

/**
 * A stored document over its defaults, one level deep: a field a later version adds (or one a
 * hand edit removed) takes its default while the rest stays the school's own.
 */
function overDefaults(defaults: Readonly<Record<string, unknown>>, stored: unknown): unknown {
  if (!isPlainObject(stored)) return stored;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = defaults[key];
    merged[key] = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
  }
  return merged;
}

/**
 * The JSON text of a stored document read back as the contract's shape, or undefined when it
 * cannot be (not JSON, or edited into something else): the caller then shows the defaults
 * rather than failing every public page.
 */
function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The document as the contract's shape: what the contract does not list is dropped (a field an
 * older version stored), and anything else that does not fit makes it unreadable (undefined).
 */
function checked<Schema extends TSchema>(schema: Schema, value: unknown): Static<Schema> | undefined {
  if (value === undefined) return undefined;
  const clean = Value.Clean(schema, Value.Clone(value));
  return Value.Check(schema, clean) ? clean : undefined;
}

/**
 * A body with only the fields the contract lists, at every depth: the validator drops unknown
 * fields at the top only (the inner objects are open, as answers' are), and nothing unknown is
 * stored.
 */
const onlyListed = <T>(schema: TSchema, body: T): T => Value.Clean(schema, Value.Clone(body)) as T;

async function readSettings(db: Db, schoolName: string, forUpdate = false): Promise<SiteSettings> {
  const fallback = defaultSettings(schoolName);
  const row = await readSiteDocument(db, 'settings', { forUpdate });
  if (!row) return fallback;
  const { updatedAt: _never, ...defaults } = fallback;
  const stored = overDefaults(defaults, parsed(row.value));
  return (
    checked(SiteSettings, isPlainObject(stored) ? { ...stored, updatedAt: row.updated_at } : stored) ??
    fallback
  );
}

async function readHome(db: Db, forUpdate = false): Promise<HomeContent> {
  const row = await readSiteDocument(db, 'home', { forUpdate });
  if (!row) return DEFAULT_HOME;
  return checked(HomeContent, overDefaults(DEFAULT_HOME, parsed(row.value))) ?? DEFAULT_HOME;
}

/** Saves the settings document: the fields, and the logo as it is to be. */
async function writeSettings(db: Db, settings: StoredSettings): Promise<SiteSettings> {
  const now = nowIso();
  await writeSiteDocument(db, 'settings', JSON.stringify(settings), now);
  return { ...settings, updatedAt: now };
}

/**
 * Rewrites the settings from what is stored now, inside one transaction (see readSiteDocument),
 * with the audit log's entry of what `actor` changed (the logo by its file name).
 */
function changeSettings(
  db: Db,
  schoolName: string,
  actor: AuditActor,
  change: (current: SiteSettings, trx: Db) => Promise<StoredSettings>,
): Promise<SiteSettings> {
  return inTransaction(db, async (trx) => {
    const current = await readSettings(trx, schoolName, true);
    const saved = await writeSettings(trx, await change(current, trx));
    await recordAudit(trx, actor, {
      action: 'change',
      kind: 'settings',
      recordId: null,
      changes: auditChanges(current, saved, { pictures: ['logo'] }),
    });
    return saved;
  });
}

/** The home page's sections that show something, as the home page decides (features/home…). */
function shownSections(
  home: HomeContent,
  shown: SiteSettings['homeSections'],
  hasUpcomingMeetings: boolean,
  hasCourses: boolean,
): MenuSection[] {
  // What the home page draws: something to show, and not hidden by the school (Site Settings).
  const apply = shown.apply && (home.applyHeading.trim() !== '' || home.applyCards.length > 0);
  const shows: Record<MenuSection, boolean> = {
    apply: apply || (shown.faq && home.faq.length > 0),
    features: shown.features && home.features.length > 0,
    'upcoming-meetings': shown.meetings && hasUpcomingMeetings,
    courses: shown.courses && hasCourses,
    facts: shown.facts && home.facts.length > 0,
    contact: shown.contact,
  };
  return (Object.keys(shows) as MenuSection[]).filter((section) => shows[section]);
}

/** The menu's entries a visitor sees now: the settings' menu over what the site has to show. */
async function menuOf(
  db: Db,
  settings: SiteSettings,
  pages: readonly ContentPageLink[],
): Promise<MenuItem[]> {
  // The repositories, not the services: the meetings' service reaches this one (its e-mails name the school).
  const [home, meetings, courses] = await Promise.all([
    readHome(db),
    listMeetingStamps(db, todayIso(), 1),
    listCourses(db, { limit: 1, offset: 0 }),
  ]);
  const hasUpcomingMeetings = meetings.length > 0;
  const hasCourses = courses.total > 0;
  return visibleMenu(settings.menu, {
    slugs: pages.map((page) => page.slug),
    sections: shownSections(home, settings.homeSections, hasUpcomingMeetings, hasCourses),
    hasCourses,
    hasUpcomingMeetings,
  });
}

/** A time zone Intl does not know, or visitors' languages without the site's own: what is wrong, or null. */
function formatsProblem({ timeZone, language, languages }: StoredSettings): string | null {
  if (!isTimeZone(timeZone))
    return `Time zone ${timeZone} is not one this server knows: choose one like America/Sao_Paulo or Europe/Lisbon`;
  if (new Set(languages).size < languages.length) return 'Each language a visitor may choose is listed once';
  if (!languages.includes(language))
    return `The languages a visitor may choose must include the site's own (${LANGUAGE_NAMES[language]})`;
  return null;
}

/**
 * What the contract's schema cannot say of a settings body: its colours' contrast (WCAG AA) and
 * its menu's targets (a content page must exist). A 400 with the first problem.
 */
async function refuseBadSettings(db: Db, input: SiteSettingsInput): Promise<void> {
  for (const field of ['primaryColor', 'accentColor'] as const) {
    const value = input[field];
    const problem = value === undefined ? null : colourProblem(field, value);
    if (problem) throw badRequest(problem);
  }
  if (input.menu) {
    const slugs = (await pagesService.links(db)).map((page) => page.slug);
    const problem = menuProblem(input.menu, slugs);
    if (problem) throw badRequest(problem);
  }
}

/**
 * The school's own site: its settings (the logo through its own calls) and the home page's
 * texts, each one document; the defaults stand for whatever was never saved or cannot be read.
 * `schoolName` is the configured name (SCHOOL_NAME) the defaults use.
 */
export const siteService = {
  settings: (db: Db, schoolName: string): Promise<SiteSettings> => readSettings(db, schoolName),

  /** What every public page's layout needs: the settings, the content pages' links, the visible menu. */
  async site(
    db: Db,
    schoolName: string,
  ): Promise<{ settings: SiteSettings; pages: ContentPageLink[]; menu: MenuItem[] }> {
    const [settings, pages] = await Promise.all([readSettings(db, schoolName), pagesService.links(db)]);
    return { settings, pages, menu: await menuOf(db, settings, pages) };
  },

  /**
   * Saves every setting as sent; one the body leaves out (those added since the first version are
   * optional: the phone at sign-up, the audit log's retention, the menu, the colours) keeps its
   * stored value, and the logo stays as it is. A colour short of AA, or a menu entry leading to a
   * content page that does not exist, is refused.
   */
  saveSettings: (
    db: Db,
    schoolName: string,
    input: SiteSettingsInput,
    actor: AuditActor,
  ): Promise<SiteSettings> =>
    changeSettings(db, schoolName, actor, async ({ updatedAt: _updatedAt, ...current }, trx) => {
      await refuseBadSettings(trx, input);
      const next = { ...current, ...onlyListed(SiteSettingsInput, input), logo: current.logo };
      // A new language the body leaves the visitors' languages out for joins them by itself: the
      // site's own is always one. Sent with them, they are checked as sent.
      if (input.languages === undefined && !next.languages.includes(next.language))
        next.languages = [next.language, ...next.languages];
      const problem = formatsProblem(next);
      if (problem) throw badRequest(problem);
      return next;
    }),

  /**
   * A new logo: the file is checked and re-encoded as meeting pictures are, before the transaction
   * (it takes a while), and saved in it with the settings.
   */
  async setLogo(db: Db, schoolName: string, file: unknown, actor: AuditActor): Promise<SiteSettings> {
    if (!Buffer.isBuffer(file)) throw badRequest('Logo must be an image file');
    const image = await readImageField(db, 'logo', file);
    return changeSettings(db, schoolName, actor, async ({ updatedAt: _updatedAt, ...current }, trx) => ({
      ...current,
      logo: await saveImageField(trx, image),
    }));
  },

  /** No logo any more (the picture itself stays stored: other records may show the same one). */
  removeLogo: (db: Db, schoolName: string, actor: AuditActor): Promise<SiteSettings> =>
    changeSettings(db, schoolName, actor, ({ updatedAt: _updatedAt, ...current }) =>
      Promise.resolve({ ...current, logo: '' }),
    ),

  home: (db: Db): Promise<HomeContent> => readHome(db),

  /**
   * Stores these settings (without a logo) and home texts where none are stored yet, never over a
   * school's own: the demo seed. Says which it stored.
   */
  async addWhereMissing(
    db: Db,
    texts: { settings: SiteSettingsInput; home: HomeContent },
  ): Promise<{ settings: boolean; home: boolean }> {
    const now = nowIso();
    // The settings a seed leaves out (those added since it was written) are the defaults.
    const { updatedAt: _never, ...defaults } = defaultSettings(texts.settings.schoolName);
    const settings: StoredSettings = { ...defaults, ...texts.settings };
    return {
      settings: await addSiteDocument(db, 'settings', JSON.stringify(settings), now),
      home: await addSiteDocument(db, 'home', JSON.stringify(texts.home), now),
    };
  },

  /** Saves the home page's texts, with the audit log's entry of what `actor` changed. */
  saveHome(db: Db, content: HomeContent, actor: AuditActor): Promise<HomeContent> {
    const saved = onlyListed(HomeContent, content);
    return inTransaction(db, async (trx) => {
      const before = await readHome(trx, true);
      await writeSiteDocument(trx, 'home', JSON.stringify(saved), nowIso());
      await recordAudit(trx, actor, {
        action: 'change',
        kind: 'home',
        recordId: null,
        changes: auditChanges(before, saved),
      });
      return saved;
    });
  },
};
