import { Type, type Static } from 'typebox';
import { CATEGORIES_WIRE, CATEGORY_LIMITS } from './categories-values';
import { FiniteInteger, Id, IsoDateTime, PagedList, RecordAnswers, RequestBody, WithMessage } from './common';
import { SITE_PATTERNS } from './site-rules';

/** One of the school's meeting categories: meetings name it, the public list shows it as a pill. */
export const Category = Type.Object({
  _id: Id,
  id: Id,
  name: Type.String({ description: 'As meetings carry it on the wire (their `category`)' }),
  slug: Type.String({ description: 'Its public address: /meetings/category/{slug}' }),
  description: Type.String(),
  order: Type.Integer({ minimum: 1, description: 'Its place in the public list, from 1' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Category = Static<typeof Category>;

export const CategoryInput = RequestBody({
  name: Type.String({
    title: 'Name',
    minLength: 1,
    maxLength: CATEGORY_LIMITS.name,
    pattern: SITE_PATTERNS.visible,
    description: "Unique regardless of case, e.g. 'Open days'",
  }),
  slug: Type.Optional(
    Type.String({
      title: 'Address',
      minLength: 1,
      maxLength: CATEGORY_LIMITS.slug,
      pattern: SITE_PATTERNS.slug,
      description:
        "Lowercase letters, digits and single hyphens, e.g. 'open-days'; made from the name when not sent, kept on a rename",
    }),
  ),
  description: Type.Optional(Type.String({ title: 'Description', maxLength: CATEGORY_LIMITS.description })),
  order: Type.Optional(
    FiniteInteger({
      title: 'Order',
      minimum: 1,
      maximum: CATEGORY_LIMITS.count,
      description:
        'Its place in the list, from 1: the others move to make room. A new category goes last when not sent',
    }),
  ),
});
export type CategoryInput = Static<typeof CategoryInput>;

export const CategoryPatch = Type.Partial(CategoryInput, { additionalProperties: false });
export type CategoryPatch = Static<typeof CategoryPatch>;

export const CategoryListResponse = PagedList(
  WithMessage,
  CATEGORIES_WIRE.keys.records,
  Category,
  CATEGORIES_WIRE.keys.total,
);
export type CategoryListResponse = Static<typeof CategoryListResponse>;

export const { byId: CategoryByIdResponse, saved: CategorySavedResponse } = RecordAnswers(
  CATEGORIES_WIRE.keys,
  Category,
);
export type CategoryByIdResponse = Static<typeof CategoryByIdResponse>;
export type CategorySavedResponse = Static<typeof CategorySavedResponse>;
