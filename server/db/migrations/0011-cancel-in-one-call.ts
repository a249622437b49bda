import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // A cancellation and the promotions it makes, in one call: the meeting's seats row is locked
  // first (so seat decisions stay one at a time), then each statement sees what was committed
  // before it (READ COMMITTED takes a new snapshot per statement in a function), so the first
  // waiting are the ones waiting now. The lock is then held only over the caller's e-mail insert
  // and commit. Its time is the database's clock once the lock is held, so those promoted one
  // after another have their seats' times in the order of the queue (a time taken before waiting
  // for the lock need not be). Returns the cancelled registration, then those promoted; nothing
  // when the meeting or the live registration is gone. (SQLite does the same in several
  // statements in its one connection, which holds the write lock throughout.)
  await sql`
    create function cancel_registration(p_meeting text, p_registration text)
    returns setof registrations language plpgsql as $$
    declare
      seats meeting_seats%rowtype;
      gone registrations%rowtype;
      seats_taken_now integer;
      waiting_now integer;
      promote integer;
      promoted integer;
      stamp text;
    begin
      select * into seats from meeting_seats where meeting_id = p_meeting for update;
      if not found then
        return;
      end if;
      -- As the app writes times (Date.toISOString): UTC, milliseconds, Z.
      stamp := to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      update registrations
        set status = 'cancelled',
            cancelled_at = stamp,
            invitation_sequence = invitation_sequence + case when confirmed_at is not null then 1 else 0 end
        where id = p_registration and meeting_id = p_meeting and status <> 'cancelled'
        returning * into gone;
      if not found then
        return;
      end if;
      return next gone;
      -- Only a confirmation sets confirmed_at: whether it held a seat when it was cancelled.
      seats_taken_now := seats.seats_taken - case when gone.confirmed_at is not null then 1 else 0 end;
      waiting_now := seats.waitlist_length - case when gone.confirmed_at is not null then 0 else 1 end;
      -- No online registration (capacity null): nobody moves up until the school offers seats.
      promote := greatest(0, least(coalesce(seats.capacity, 0) - seats_taken_now, waiting_now));
      return query
        update registrations set status = 'confirmed', confirmed_at = stamp
        where id in (
          select id from registrations
          where meeting_id = p_meeting and status = 'waitlisted'
          order by queue_seq limit promote)
        returning *;
      get diagnostics promoted = row_count;
      update meeting_seats
        set seats_taken = seats_taken_now + promoted, waitlist_length = waiting_now - promoted
        where meeting_id = p_meeting;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists cancel_registration(text, text)`.execute(db);
}
