import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, oneOf, PagedList, RequestBody, WithMessage } from './common';
import { LIMITS } from './common-values';
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

export const RegisterBody = RequestBody({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  password: Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }),
  phonenumber: Type.Optional(
    Type.String({
      maxLength: LIMITS.phone,
      pattern: `^(?:${PHONE_CHARACTERS})?$`,
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
  // Any length: the current password may predate the 12-character rule.
  currentPassword: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
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

export const ProfileResponse = Type.Object({ message: Type.String(), data: User });
export type ProfileResponse = Static<typeof ProfileResponse>;

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
