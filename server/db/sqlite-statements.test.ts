import SQLite from 'better-sqlite3';
import { keepingStatements } from './sqlite-statements';

describe('the SQLite connection keeping its statements', () => {
  const open = () => {
    const connection = new SQLite(':memory:');
    connection.exec('create table notes (id integer primary key, text text)');
    return connection;
  };

  it('prepares a query once and answers it right each time, also after the schema changed', () => {
    const connection = open();
    const prepare = vi.spyOn(connection, 'prepare');
    const database = keepingStatements(connection);
    database.prepare('insert into notes (text) values (?)').run(['first']);
    database.prepare('insert into notes (text) values (?)').run(['second']);
    const select = 'select * from notes order by id';
    expect(database.prepare(select).all([])).toEqual([
      { id: 1, text: 'first' },
      { id: 2, text: 'second' },
    ]);
    connection.exec("alter table notes add column author text not null default 'office'");
    expect(database.prepare(select).all([])).toEqual([
      { id: 1, text: 'first', author: 'office' },
      { id: 2, text: 'second', author: 'office' },
    ]);
    expect(prepare).toHaveBeenCalledTimes(2);
    database.close();
    expect(connection.open).toBe(false);
  });

  it('keeps at most its bound, dropping the statement used longest ago', () => {
    const connection = open();
    const prepare = vi.spyOn(connection, 'prepare');
    const database = keepingStatements(connection, 2);
    const query = (n: number) => database.prepare(`select ${n} as n`).all([]);
    query(1);
    query(2);
    query(1); // 1 is now the more recent
    query(3); // drops 2
    expect(prepare).toHaveBeenCalledTimes(3);
    query(1);
    query(3);
    expect(prepare).toHaveBeenCalledTimes(3);
    query(2);
    expect(prepare).toHaveBeenCalledTimes(4);
    database.close();
  });
});
