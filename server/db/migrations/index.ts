import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as sessionsAndLoginThrottle from './0002-sessions-and-login-throttle';
import * as listOrderIndexesAndDataVersions from './0003-list-order-indexes-and-data-versions';
import * as siteContentAndPages from './0004-site-content-and-pages';
import * as contactSeen from './0005-contact-seen';
import * as registrations from './0006-registrations';
import * as outbox from './0007-outbox';
import * as invitationSequence from './0008-invitation-sequence';
import * as meetingSeats from './0009-meeting-seats';
import * as changeNotices from './0010-change-notices';
import * as cancelInOneCall from './0011-cancel-in-one-call';
import * as accountLinks from './0012-account-links';
import * as emailVerification from './0013-email-verification';
import * as emailChanges from './0014-email-changes';
import * as invitationsAndLocks from './0015-invitations-and-locks';
import * as auditLog from './0016-audit-log';
import * as categories from './0017-categories';
import * as courseCategory from './0018-course-category';

/** A static list (not a folder read at run time) so migrations survive bundling. Append only. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sessions-and-login-throttle': sessionsAndLoginThrottle,
  '0003-list-order-indexes-and-data-versions': listOrderIndexesAndDataVersions,
  '0004-site-content-and-pages': siteContentAndPages,
  '0005-contact-seen': contactSeen,
  '0006-registrations': registrations,
  '0007-outbox': outbox,
  '0008-invitation-sequence': invitationSequence,
  '0009-meeting-seats': meetingSeats,
  '0010-change-notices': changeNotices,
  '0011-cancel-in-one-call': cancelInOneCall,
  '0012-account-links': accountLinks,
  '0013-email-verification': emailVerification,
  '0014-email-changes': emailChanges,
  '0015-invitations-and-locks': invitationsAndLocks,
  '0016-audit-log': auditLog,
  '0017-categories': categories,
  '0018-course-category': courseCategory,
};
