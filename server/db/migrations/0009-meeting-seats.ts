import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { addSeatCountColumns } from './0006-registrations';
import { addChangeCounters, dropChangeCounters } from './change-counters';
import { createTable } from './create-table';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// Migrations are frozen in time: they use Kysely<unknown> and import nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A meeting's seats, apart from its content: a registration changes only this row, so the
  // meetings' change counter (and every list, record and page cached at it) stays as it is, and
  // this row is the one lock a seat decision takes. capacity is the meeting's, copied by the
  // triggers below in the same transaction as any change to it, so a decision made under this
  // row's lock reads the capacity that holds at that moment. last_seq is the last place in the
  // meeting's order of arrival given out.
  await createTable(db, 'meeting_seats', [
    ['meeting_id', 'varchar(64)', (col) => col.primaryKey().references('meetings.id').onDelete('cascade')],
    ['capacity', 'integer', (col) => col],
    ['seats_taken', 'integer', (col) => col.notNull().defaultTo(0)],
    ['waitlist_length', 'integer', (col) => col.notNull().defaultTo(0)],
    ['last_seq', 'integer', (col) => col.notNull().defaultTo(0)],
  ]);
  await sql`
    insert into meeting_seats (meeting_id, capacity, seats_taken, waitlist_length, last_seq)
    select m.id, m.capacity, m.seats_taken, m.waitlist_length,
      coalesce((select max(r.queue_seq) from registrations r where r.meeting_id = m.id), 0)
    from meetings m`.execute(db);

  // Every meeting has its row, however it was made (the API, the seed, a script), and its
  // capacity follows the meeting's.
  if (isPostgres(db)) {
    await sql`
      create function meeting_seats_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into meeting_seats (meeting_id, capacity) values (new.id, new.capacity);
        elsif new.capacity is distinct from old.capacity then
          update meeting_seats set capacity = new.capacity where meeting_id = new.id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger meeting_seats_follow after insert or update of capacity on meetings
      for each row execute function meeting_seats_follow()`.execute(db);
  } else {
    await sql`
      create trigger meeting_seats_on_insert after insert on meetings
      begin
        insert into meeting_seats (meeting_id, capacity) values (new.id, new.capacity);
      end`.execute(db);
    await sql`
      create trigger meeting_seats_capacity after update of capacity on meetings
      begin
        update meeting_seats set capacity = new.capacity where meeting_id = new.id;
      end`.execute(db);
  }
  await addChangeCounters(db, ['meeting_seats']);

  await db.schema.alterTable('meetings').dropColumn('seats_taken').execute();
  await db.schema.alterTable('meetings').dropColumn('waitlist_length').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addSeatCountColumns(db);
  await sql`
    update meetings set
      seats_taken = (select s.seats_taken from meeting_seats s where s.meeting_id = meetings.id),
      waitlist_length = (select s.waitlist_length from meeting_seats s where s.meeting_id = meetings.id)`.execute(
    db,
  );
  await dropChangeCounters(db, ['meeting_seats']);
  if (isPostgres(db)) {
    await sql`drop trigger if exists meeting_seats_follow on meetings`.execute(db);
    await sql`drop function if exists meeting_seats_follow()`.execute(db);
  } else {
    await sql`drop trigger if exists meeting_seats_on_insert`.execute(db);
    await sql`drop trigger if exists meeting_seats_capacity`.execute(db);
  }
  await db.schema.dropTable('meeting_seats').execute();
}
