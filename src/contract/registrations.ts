import { Type, type Static } from 'typebox';
import { Id, IsoDate, IsoDateTime, WithMessage, oneOf } from './common';

export const RegistrationStatusSchema = oneOf(['confirmed', 'waitlisted', 'cancelled']);
export type RegistrationStatus = Static<typeof RegistrationStatusSchema>;

/** One visitor's place at a meeting: a seat, a place on the waiting list, or a cancelled one. */
export const Registration = Type.Object({
  _id: Id,
  id: Id,
  meetingId: Id,
  userId: Type.Union([Id, Type.Null()], { description: 'Null once the account was deleted' }),
  name: Type.String({ description: "The visitor's name when registering" }),
  email: Type.String({ description: "The visitor's e-mail address when registering" }),
  status: RegistrationStatusSchema,
  position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'Place on the waiting list, from 1; null unless waitlisted',
  }),
  createdAt: IsoDateTime,
  confirmedAt: Type.Union([IsoDateTime, Type.Null()], { description: 'When a seat was given' }),
  cancelledAt: Type.Union([IsoDateTime, Type.Null()]),
  checkedInAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type Registration = Static<typeof Registration>;

/** What "My meetings" shows of a registration's meeting. */
export const RegisteredMeeting = Type.Object({
  id: Id,
  title: Type.String(),
  date: IsoDate,
  hours: Type.String(),
  location: Type.String(),
});
export type RegisteredMeeting = Static<typeof RegisteredMeeting>;

export const MyRegistration = Type.Object({ ...Registration.properties, meeting: RegisteredMeeting });
export type MyRegistration = Static<typeof MyRegistration>;

export const RegistrationParams = Type.Object({ id: Id, registrationId: Id });
export type RegistrationParams = Static<typeof RegistrationParams>;

export const RegistrationSavedResponse = Type.Object({ ...WithMessage, registration: Registration });
export type RegistrationSavedResponse = Static<typeof RegistrationSavedResponse>;

export const MyRegistrationsResponse = Type.Object({
  ...WithMessage,
  registrations: Type.Array(MyRegistration),
});
export type MyRegistrationsResponse = Static<typeof MyRegistrationsResponse>;

export const MeetingRegistrationsResponse = Type.Object({
  ...WithMessage,
  registrations: Type.Array(Registration),
});
export type MeetingRegistrationsResponse = Static<typeof MeetingRegistrationsResponse>;
