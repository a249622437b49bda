/**
 * A throwaway resource, added to a copy of the project as docs/architecture/adding-a-resource.md
 * says (by npm run new:resource), then used: the copy type-checks, its API lists, creates,
 * changes and deletes the new records, and its admin section shows in the sidebar with its table
 * and form. Proves that a new resource touches the eleven files the docs list and no registry
 * besides. Slow (two type checks and two test runs in the copy): about a minute.
 */
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addResource } from './new-resource';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/** The project as git sees it (tracked, and new files not ignored), in a temporary folder. */
async function copyOfProject(): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), 'new-resource-'));
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(copy, file));
    } catch {
      // Deleted in the working tree but not yet in git's index: not part of the project now.
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

const API_TEST = `import { allDataVersions } from '../../db/data-versions';
import { sendJson, useTestApp } from '../../testing/test-app';

const t = useTestApp();

it("lists, creates, reads, changes and deletes notices by the kit's rules", async () => {
  const as = (method: 'POST' | 'PATCH', url: string, token: string | null, body: unknown) =>
    sendJson(t.app, { method, url, token }, body);
  const created = await as('POST', '/api/notices', t.adminToken, { title: 'Closed on Friday', description: 'Training' });
  expect(created.statusCode).toBe(201);
  const { notice } = created.json();
  expect(notice).toMatchObject({ title: 'Closed on Friday', description: 'Training', _id: notice.id });
  expect((await t.app.inject({ url: '/api/notices' })).json()).toMatchObject({
    notices: [{ id: notice.id }],
    totalNotices: 1,
  });
  const changed = await as('PATCH', \`/api/notices/\${notice.id}\`, t.adminToken, { title: 'Closed on Monday' });
  expect(changed.json().notice.title).toBe('Closed on Monday');
  // The list kept in memory follows the change: the table's counter moved.
  expect((await t.app.inject({ url: '/api/notices' })).json().notices[0].title).toBe('Closed on Monday');
  expect((await as('POST', '/api/notices', null, { title: 'Anyone' })).statusCode).toBe(401);
  expect((await as('POST', '/api/notices', t.adminToken, { title: '' })).statusCode).toBe(400);
  expect((await as('PATCH', \`/api/notices/\${notice.id}\`, t.adminToken, {})).json().message).toBe(
    'Send at least one field to change',
  );
  expect(await allDataVersions(t.app.db)).toMatch(/notices:\\d+/);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: \`/api/notices/\${notice.id}\`,
    headers: { authorization: \`Bearer \${t.adminToken}\` },
  });
  expect(removed.json().message).toBe('Notice deleted successfully');
  expect((await t.app.inject({ url: \`/api/notices/\${notice.id}\` })).json().message).toBe('No notice with this id');
});
`;

const SCREENS_TEST = `import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { ADMIN_SECTIONS } from '@/app/admin/admin-sections';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

vi.mock('@/lib/dialogs', () => ({ successDialog: vi.fn(), errorDialog: vi.fn(), confirmDialog: vi.fn(), unsentDialog: vi.fn() }));

const notice = {
  _id: 'n1',
  id: 'n1',
  title: 'Closed on Friday',
  description: 'Training',
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
};

const section = ADMIN_SECTIONS.find((candidate) => candidate.link?.label === 'Notices');
const screenAt = async (path: string) => {
  const found = section?.screens.find((candidate) => candidate.path === path);
  if (!found) throw new Error(\`no screen at \${path}\`);
  await found.page.preload();
  return createElement(found.page.Component);
};

it('is in the sidebar after Pages and Categories, and its table lists the notices', async () => {
  const labels = ADMIN_SECTIONS.flatMap((candidate) => (candidate.link ? [candidate.link.label] : []));
  expect(labels.slice(-4)).toEqual(['Pages', 'Categories', 'Notices', 'Change Password']);
  fakeApi({
    'GET /api/notices': {
      status: 200,
      body: { message: 'ok', notices: [notice], page: 1, limit: 100, totalPages: 1, totalNotices: 1 },
    },
  });
  renderWithProviders(await screenAt('/admin/notices/managenotices'));
  expect(await screen.findByRole('heading', { name: 'Manage Notices' })).toBeInTheDocument();
  expect(await screen.findByText('Closed on Friday')).toBeInTheDocument();
});

it('creates a notice from its form', async () => {
  const requests = fakeApi({
    'POST /api/notices': { status: 201, body: { message: 'Notice created successfully', notice } },
  });
  const user = userEvent.setup();
  renderWithProviders(await screenAt('/admin/notices/create'));
  await user.type(await screen.findByLabelText('Title'), 'Closed on Friday');
  await user.click(screen.getByRole('button', { name: 'Create Notice' }));
  await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
  const sent = requests.find((request) => request.method === 'POST')?.body;
  expect(sent instanceof FormData ? sent.get('title') : sent).toBe('Closed on Friday');
});
`;

describe('a new resource (npm run new:resource)', () => {
  let copy = '';
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('touches only the eleven files the docs list, and its API and admin screens work', async () => {
    copy = await copyOfProject();
    const written = addResource(copy, { plural: 'notices', singular: 'Notice' });

    // The docs' table names exactly these files (the migration's number written 00NN).
    const documented = [
      ...readFileSync(path.join(root, 'docs/architecture/adding-a-resource.md'), 'utf8').matchAll(
        /^\| \d+ \| `([^`]+)` \|/gm,
      ),
    ].map(([, file]) => file);
    expect(written.length).toBeLessThanOrEqual(11);
    expect(written.map((file) => file.replace(/migrations\/\d{4}-/, 'migrations/00NN-')).sort()).toEqual(
      documented.sort(),
    );

    writeFileSync(path.join(copy, 'server/modules/notices/notices.test.ts'), API_TEST);
    writeFileSync(path.join(copy, 'src/features/notices/admin/notices-admin.test.tsx'), SCREENS_TEST);
    const inCopy = (command: string, args: string[]) =>
      run(command, args, {
        cwd: copy,
        // SQLite only: the copy's API test proves the routes, not the engine.
        env: { ...process.env, TEST_DATABASE_URL: '', CI: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: unknown) => {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`${command} ${args.join(' ')} failed in the copy:\n${stdout}\n${stderr}`);
      });
    // The copy type-checks what the new resource can reach: its files, the registries it wrote
    // in and the tests above, with everything they import (the server's app and database layer,
    // the admin kit, the contract). The rest of the project is what npm run typecheck checks.
    const checked = [
      ...written,
      'server/modules/notices/notices.test.ts',
      'src/features/notices/admin/notices-admin.test.tsx',
      // The component tests' set-up: jest-dom's matchers.
      'src/testing/setup-tests.ts',
    ];
    const program = (base: string, under: string) => {
      const config = `tsconfig.new-resource-${under}.json`;
      writeFileSync(
        path.join(copy, config),
        JSON.stringify({
          extends: `./${base}`,
          include: [],
          files: checked.filter((file) => file.startsWith(`${under}/`)),
        }),
      );
      return inCopy('npx', ['tsc', '-p', config, '--noEmit']);
    };
    await Promise.all([program('tsconfig.node.json', 'server'), program('tsconfig.web.json', 'src')]);
    await inCopy('npx', [
      'vitest',
      'run',
      'server/modules/notices/notices.test.ts',
      'src/features/notices/admin/notices-admin.test.tsx',
    ]);
  }, 600_000);
});
