import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, oneOf, PagedList, RequestBody, WithMessage } from './common';
import { LIMITS } from './common-values';
import { ContactSubmission } from './contact';
import { MyRegistration } from './registrations';
import { PHONE_CHARACTERS, PHONE_MIN_LENGTH, ROLES, STAFF_ROLES } from './users-values';

/** A user as the API sends it: never a password or its hash. */
export const User = Type.Object({
  _id: Id,
  id: Id,
  userName: Type.String(),
  userEmail: Type.String(),
  userPhoneNumber: Type.String(),
  role: oneOf(ROLES),
  createdAt: IsoDateTime,
  /** Whether the owner confirmed the address through the link e-mailed at sign-up. */
  emailVerified: Type.Boolean(),
  /** Locked by an administrator: it cannot log in, and its sessions ended when it was locked. */
  locked: Type.Boolean(),
});
export type User = Static<typeof User>;

const Email = Type.String({ format: 'email', minLength: 3, maxLength: LIMITS.email });
const PersonName = Type.String({ minLength: 1, maxLength: 100 });
const phoneRule = { maxLength: LIMITS.phone, description: 'Digits, spaces and + ( ) - .' } as const;
/** A phone number, or nothing (the owner may take theirs off the account). */
const PHONE_OR_NONE = `^(?:${PHONE_CHARACTERS})?$`;
const PhoneOrNone = Type.String({ ...phoneRule, pattern: PHONE_OR_NONE });
/** The owner's password, asked again before a change that matters (any length: it may predate the rule). */
const CurrentPassword = Type.String({ minLength: 1, maxLength: LIMITS.passwordMax });

export const RegisterBody = RequestBody({
  username: PersonName,
  email: Email,
  password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
  phonenumber: Type.Optional(
    Type.String({
      ...phoneRule,
      pattern: PHONE_OR_NONE,
      description: `Digits, spaces and + ( ) - . (at least ${String(PHONE_MIN_LENGTH)}). Whether it is needed is the school's choice (the site settings' phoneAtSignUp): required (as on the original site), optional (may be left out or empty) or off (not kept).`,
    }),
  ),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({ message: Type.String(), data: User });
export type RegisterResponse = Static<typeof RegisterResponse>;

export const LoginBody = RequestBody({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email }),
  password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  message: Type.String(),
  data: Type.String({ description: 'Bearer token (JWT)' }),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const ChangePasswordBody = RequestBody({
  currentPassword: CurrentPassword,
  newPassword: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /api/password-reset: the address to send a link to (answered alike whether it has an account). */
export const PasswordResetBody = RequestBody({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** POST /api/password-reset/confirm: the link's token and the password chosen. */
export const PasswordResetConfirmBody = RequestBody({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
});
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

/** POST /api/email-verification/confirm: the token of the link e-mailed at sign-up. */
export const EmailVerificationBody = RequestBody({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type EmailVerificationBody = Static<typeof EmailVerificationBody>;

/** PATCH /api/users/{id}: the account's new role, whether it is locked, or both. */
// Either or both; neither is a 400 that says so (the service's words).
export const ChangeUserBody = RequestBody({
  role: Type.Optional(oneOf(ROLES)),
  locked: Type.Optional(
    Type.Boolean({ description: 'true ends its sessions at once and refuses its logins' }),
  ),
});
export type ChangeUserBody = Static<typeof ChangeUserBody>;

export const UserSavedResponse = Type.Object({ message: Type.String(), user: User });
export type UserSavedResponse = Static<typeof UserSavedResponse>;

/** The logged-in user as their own account page reads it: the user, and an address change waiting. */
export const Profile = Type.Object({
  ...User.properties,
  pendingEmail: Type.Optional(
    Type.String({ description: 'The new address asked for, until its link is opened or ends' }),
  ),
});
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Type.Object({ message: Type.String(), data: Profile });
export type ProfileResponse = Static<typeof ProfileResponse>;

/** PATCH /api/profile: the owner's name and phone number, as sign-up takes them (the phone may be emptied). */
export const UpdateProfileBody = RequestBody({
  name: Type.Optional(PersonName),
  phone: Type.Optional(PhoneOrNone),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

/** POST /api/profile/email: the address to move to (counted once its link is opened), and the password. */
export const ChangeEmailBody = RequestBody({ newEmail: Email, password: CurrentPassword });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** DELETE /api/profile: the password, asked again. */
export const DeleteAccountBody = RequestBody({ password: CurrentPassword });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** GET /api/profile/export: what the school keeps about the account, as its owner may take it away. */
export const ProfileExport = Type.Object({
  exportedAt: IsoDateTime,
  account: User,
  registrations: Type.Array(MyRegistration),
  messages: Type.Array(ContactSubmission, {
    description:
      "The contact-form messages sent from the account's address (messages hold an address, not an account)",
  }),
});
export type ProfileExport = Static<typeof ProfileExport>;

export const UserListResponse = PagedList(WithMessage, 'data', User, 'totalUsers');
export type UserListResponse = Static<typeof UserListResponse>;

/** POST /api/admin/invitations: who is invited to join the staff, and with which role. */
export const InvitationBody = RequestBody({ email: Email, role: oneOf(STAFF_ROLES) });
export type InvitationBody = Static<typeof InvitationBody>;

/** An invitation still waiting to be accepted (its link's token is never sent back). */
export const Invitation = Type.Object({
  id: Id,
  email: Type.String(),
  role: oneOf(STAFF_ROLES),
  /** The administrator who sent it; id null once that account was deleted. */
  invitedBy: Type.Object({ id: Type.Union([Id, Type.Null()]), name: Type.String() }),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export type Invitation = Static<typeof Invitation>;

export const InvitationSavedResponse = Type.Object({ message: Type.String(), invitation: Invitation });
export type InvitationSavedResponse = Static<typeof InvitationSavedResponse>;

export const InvitationListResponse = Type.Object({
  message: Type.String(),
  invitations: Type.Array(Invitation),
});
export type InvitationListResponse = Static<typeof InvitationListResponse>;

/** POST /api/invitations/accept: the link's token, and the new member's name and password. */
export const AcceptInvitationBody = RequestBody({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
});
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
