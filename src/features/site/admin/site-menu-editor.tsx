import { FormField } from '@/components/form-field';
import { ListEditor } from '@/components/list-editor';
import { useShownProblem } from '@/components/resource-kit/single-record-form';
import {
  contentPagePath,
  MENU_LIMITS,
  MENU_PAGES,
  MENU_SECTIONS,
  menuEntryProblem,
  menuTarget,
  sectionTarget,
  type ContentPageLink,
  type MenuEntry,
} from '@/contract';
import './site-menu-editor.css';

/** The fields' ids: 'site-menu-0-label', 'site-menu-0-target', 'site-menu-0-url', 'site-menu-0-group'. */
const fieldId = (index: number, part: 'label' | 'target' | 'url' | 'group') => `site-menu-${index}-${part}`;

/** The choice that stands for an external address (its URL is typed beside it). */
const EXTERNAL = 'external';

/**
 * Every entry's problem by its field, as the server would refuse it; a content page that is gone
 * is the server's to say (the editor only offers those that exist).
 */
export function menuProblems(menu: readonly MenuEntry[]): (readonly [string, string | undefined])[] {
  const said = (index: number, problem: string | null) =>
    problem ? `Menu entry ${index + 1} ${problem}` : undefined;
  return menu.flatMap((entry, index) => {
    const target = menuTarget(entry.target);
    const slugs = target.kind === 'content' ? [target.slug] : [];
    return [
      [fieldId(index, 'label'), said(index, menuEntryProblem({ ...entry, target: '/' }, []))],
      [fieldId(index, 'url'), said(index, menuEntryProblem({ ...entry, label: 'Entry' }, slugs))],
    ] as const;
  });
}

interface MenuEditorProps {
  items: readonly MenuEntry[];
  onChange: (items: MenuEntry[]) => void;
  /** The school's content pages, which an entry may lead to. */
  pages: readonly ContentPageLink[];
}

/**
 * Site Settings' menu: the top bar's entries in order, each with its label, where it leads (a page
 * of the site, a content page, a section of the home page, or an https:// link) and whether it is
 * hidden; moved up and down, removed, added.
 */
export function MenuEditor({ items, onChange, pages }: MenuEditorProps) {
  const groups = [...new Set(items.map((entry) => entry.group?.trim() ?? '').filter(Boolean))];
  return (
    <ListEditor
      label="Menu entries"
      itemName="menu entry"
      itemsName="menu entries"
      items={items}
      onChange={onChange}
      max={MENU_LIMITS.entries}
      newItem={() => ({ label: '', target: MENU_PAGES[0].href })}
      hint="The top bar shows them in this order, before the login and account links. Entries given the same dropdown show together under it, where the first of them stands. An entry leading to an empty section (no meetings, no courses) or a page that is gone is left out by itself."
      renderItem={(entry, index, change) => (
        <MenuEntryFields entry={entry} index={index} change={change} pages={pages} groups={groups} />
      )}
    />
  );
}

function MenuEntryFields({
  entry,
  index,
  change,
  pages,
  groups,
}: {
  entry: MenuEntry;
  index: number;
  change: (next: MenuEntry) => void;
  pages: readonly ContentPageLink[];
  /** The dropdowns the menu has, offered as the admin types one. */
  groups: readonly string[];
}) {
  const target = menuTarget(entry.target);
  const choice = target.kind === 'link' || target.kind === 'unknown' ? EXTERNAL : entry.target;
  const missingPage = target.kind === 'content' && !pages.some((page) => page.slug === target.slug);
  const labelProblem = useShownProblem(fieldId(index, 'label'));
  const urlProblem = useShownProblem(fieldId(index, 'url'));
  return (
    <div className="menu-entry">
      <FormField id={fieldId(index, 'label')} label="Label" required error={labelProblem}>
        {(props) => (
          <input
            {...props}
            value={entry.label}
            maxLength={MENU_LIMITS.label}
            onChange={(event) => change({ ...entry, label: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={fieldId(index, 'target')}
        label="Leads to"
        required
        error={missingPage ? `The content page “${target.slug}” no longer exists: choose another` : undefined}
      >
        {(props) => (
          <select
            {...props}
            value={choice}
            onChange={(event) =>
              change({ ...entry, target: event.target.value === EXTERNAL ? 'https://' : event.target.value })
            }
          >
            <optgroup label="Pages">
              {MENU_PAGES.map((page) => (
                <option key={page.href} value={page.href}>
                  {page.name}
                </option>
              ))}
            </optgroup>
            {(pages.length > 0 || missingPage) && (
              <optgroup label="Content pages">
                {pages.map((page) => (
                  <option key={page.slug} value={contentPagePath(page.slug)}>
                    {page.title}
                  </option>
                ))}
                {missingPage && <option value={entry.target}>{`${target.slug} (gone)`}</option>}
              </optgroup>
            )}
            <optgroup label="A section of the home page">
              {MENU_SECTIONS.map((section) => (
                <option key={section.anchor} value={sectionTarget(section.anchor)}>
                  {section.name}
                </option>
              ))}
            </optgroup>
            <option value={EXTERNAL}>Another site (https:// link)</option>
          </select>
        )}
      </FormField>
      {choice === EXTERNAL && (
        <FormField id={fieldId(index, 'url')} label="Link address" required error={urlProblem}>
          {(props) => (
            <input
              {...props}
              type="url"
              placeholder="https://"
              value={entry.target}
              onChange={(event) => change({ ...entry, target: event.target.value.trim() })}
            />
          )}
        </FormField>
      )}
      <FormField
        id={fieldId(index, 'group')}
        label="In the dropdown (optional)"
        hint="Empty: on the bar itself"
      >
        {(props) => (
          <>
            <input
              {...props}
              list={`${fieldId(index, 'group')}-names`}
              value={entry.group ?? ''}
              maxLength={MENU_LIMITS.label}
              onChange={(event) => change({ ...entry, group: event.target.value })}
            />
            <datalist id={`${fieldId(index, 'group')}-names`}>
              {groups.map((group) => (
                <option key={group} value={group} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <label className="menu-entry__hidden">
        <input
          type="checkbox"
          checked={entry.hidden === true}
          onChange={(event) => change({ ...entry, hidden: event.target.checked })}
        />{' '}
        Hidden (kept here, not shown on the site)
      </label>
    </div>
  );
}
