import { Type, type Static } from 'typebox';
import { FiniteNumber, Id, IsoDateTime, PagedList, RecordAnswers, WithMessage, RequestBody } from './common';
import { LIMITS } from './common-values';
import { COURSES_WIRE, MAX_RATING } from './courses-values';

export const Course = Type.Object({
  _id: Id,
  id: Id,
  title: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  rating: Type.Number({ minimum: 0, maximum: MAX_RATING }),
  courseImage: Type.String(),
  /** The meeting category whose coming meetings the course's page shows; '' for none. */
  category: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Course = Static<typeof Course>;

export const CourseInput = RequestBody({
  title: Type.String({ minLength: 1, maxLength: LIMITS.shortText }),
  description: Type.Optional(Type.String({ maxLength: LIMITS.longText })),
  price: FiniteNumber({ minimum: 0, maximum: LIMITS.maxPrice }),
  rating: FiniteNumber({ minimum: 0, maximum: MAX_RATING }),
  courseImage: Type.Optional(
    Type.Unknown({ description: 'Image file (PNG, JPEG, WebP, GIF; at most 5 MB) or an https URL' }),
  ),
  // Added since the first version, so optional: left out, a new course names none.
  category: Type.Optional(
    Type.String({
      maxLength: LIMITS.shortText,
      description: "A meeting category's name, whose coming meetings the course's page shows, or '' for none",
    }),
  ),
});
export type CourseInput = Static<typeof CourseInput>;

export const CoursePatch = Type.Partial(CourseInput, { additionalProperties: false });
export type CoursePatch = Static<typeof CoursePatch>;

export const CourseListResponse = PagedList(
  WithMessage,
  COURSES_WIRE.keys.records,
  Course,
  COURSES_WIRE.keys.total,
);
export type CourseListResponse = Static<typeof CourseListResponse>;

export const { byId: CourseByIdResponse, saved: CourseSavedResponse } = RecordAnswers(
  COURSES_WIRE.keys,
  Course,
);
export type CourseByIdResponse = Static<typeof CourseByIdResponse>;
export type CourseSavedResponse = Static<typeof CourseSavedResponse>;
