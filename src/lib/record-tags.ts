/**
 * The tags a list provides: one per record plus LIST, so creating, editing or deleting one
 * refreshes it. Apart from lib/record-api: the visitors' reads use it, and carry no schema.
 */
export function recordListTags<Tag extends string>(
  tag: Tag,
  records: readonly { _id: string }[] | undefined,
) {
  return [...(records ?? []).map(({ _id }) => ({ type: tag, id: _id })), { type: tag, id: 'LIST' }];
}
