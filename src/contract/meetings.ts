import { Type, type Static } from 'typebox';
import { CATEGORY_LIMITS } from './categories-values';
import {
  FiniteInteger,
  FiniteNumber,
  Id,
  IsoDate,
  IsoDateTime,
  PagedList,
  RecordAnswers,
  WithMessage,
  WithSuccess,
  PageQuery,
  RequestBody,
} from './common';
import { LIMITS } from './common-values';
import { MEETINGS_WIRE } from './meetings-values';

/** One of the school's categories by name (the service checks which there are). */
export const MeetingCategorySchema = Type.String({
  minLength: 1,
  maxLength: CATEGORY_LIMITS.name,
  description: "The name of one of the school's categories (GET /api/categories)",
});

export const Meeting = Type.Object({
  _id: Id,
  id: Id,
  title: Type.String(),
  description: Type.String(),
  date: IsoDate,
  price: Type.Number(),
  location: Type.String(),
  hours: Type.String(),
  bookNow: Type.String(),
  category: MeetingCategorySchema,
  meetingImage: Type.String({ description: 'Image URL; uploads have a card-size variant, see cardImageUrl' }),
  capacity: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'Seats for online registration; null: no online registration (Book Now is the text)',
  }),
  registrationClosesAt: Type.Union([IsoDateTime, Type.Null()], {
    description: 'When online registration closes; null: open until the meeting',
  }),
  seatsTaken: Type.Integer({
    minimum: 0,
    description: 'Confirmed registrations (read-only); may exceed a lowered capacity',
  }),
  waitlistLength: Type.Integer({ minimum: 0, description: 'Registrations on the waiting list (read-only)' }),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Meeting = Static<typeof Meeting>;

const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

/**
 * Fields of a meeting as a client sends them (multipart form or JSON). The image is either an
 * uploaded file (multipart part `meetingImage`) or a URL string; the server checks which.
 */
export const MeetingInput = RequestBody({
  title: text(LIMITS.shortText),
  description: Type.Optional(Type.String({ maxLength: LIMITS.longText })),
  price: FiniteNumber({ minimum: 0, maximum: LIMITS.maxPrice }),
  date: IsoDate,
  hours: text(LIMITS.shortText, 'Free text, e.g. "Mon-Fri 09:00-12:00"'),
  location: text(LIMITS.mediumText),
  bookNow: text(LIMITS.longText, 'How to book, shown under "Book Now"'),
  category: MeetingCategorySchema,
  meetingImage: Type.Optional(
    Type.Unknown({ description: 'Image file (PNG, JPEG, WebP, GIF; at most 5 MB) or an https URL' }),
  ),
  // An empty field ("") on a change turns online registration off. Not null: the validator
  // would turn 0 into null and so take a typing slip for "no registration".
  capacity: Type.Optional(
    Type.Union([FiniteInteger({ minimum: 1, maximum: LIMITS.maxCapacity }), Type.Literal('')], {
      title: 'Capacity',
      description: `Seats for online registration, 1 to ${LIMITS.maxCapacity}; empty: none (Book Now stays a text)`,
    }),
  ),
  registrationClosesAt: Type.Optional(
    Type.Union([IsoDateTime, Type.Literal('')], {
      title: 'Registration closes',
      description: 'ISO date-time after which registering is refused; empty: open until the meeting',
    }),
  ),
});
export type MeetingInput = Static<typeof MeetingInput>;

export const MeetingPatch = Type.Partial(MeetingInput, { additionalProperties: false });
export type MeetingPatch = Static<typeof MeetingPatch>;

export const MeetingListQuery = Type.Object({
  ...PageQuery.properties,
  scope: Type.Optional(
    Type.Union([Type.Literal('upcoming'), Type.Literal('all')], {
      description: "'all' includes past meetings and needs an admin token",
    }),
  ),
});
export type MeetingListQuery = Static<typeof MeetingListQuery>;

export const MeetingListResponse = PagedList(
  WithMessage,
  MEETINGS_WIRE.keys.records,
  Meeting,
  MEETINGS_WIRE.keys.total,
);
export type MeetingListResponse = Static<typeof MeetingListResponse>;

export const MeetingCategoryParams = Type.Object({ category: Type.String({ maxLength: 100 }) });

export const MeetingCategoryPage = PagedList(
  WithSuccess,
  MEETINGS_WIRE.keys.records,
  Meeting,
  MEETINGS_WIRE.keys.total,
);
export type MeetingCategoryPage = Static<typeof MeetingCategoryPage>;

export const { byId: MeetingByIdResponse, saved: MeetingSavedResponse } = RecordAnswers(
  MEETINGS_WIRE.keys,
  Meeting,
);
export type MeetingByIdResponse = Static<typeof MeetingByIdResponse>;
export type MeetingSavedResponse = Static<typeof MeetingSavedResponse>;
