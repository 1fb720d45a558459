import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE, fromDatabase } from './databaseErrors.js';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
}

describe('fromDatabase', () => {
  it('answers a duplicate key 409, as SQLite and PostgreSQL report it', () => {
    const db = new Database(':memory:');
    db.exec('create table t (id text primary key)');
    db.exec("insert into t values ('a')");
    const sqlite = thrownBy(() => db.exec("insert into t values ('a')"));
    for (const err of [sqlite, Object.assign(new Error('duplicate key'), { code: '23505' })]) {
      expect(fromDatabase(err)).toMatchObject({ status: 409, message: CONFLICT_MESSAGE });
    }
  });

  it('answers a deadlock or serialisation failure 503 with Retry-After, and leaves other errors alone', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(fromDatabase(deadlock)).toMatchObject({ status: 503, retryAfterSeconds: 1 });
    expect(fromDatabase(Object.assign(new Error('syntax'), { code: '42601' }))).toBeUndefined();
    expect(fromDatabase(new Error('plain'))).toBeUndefined();
  });

  it('answers a database that went away 503 with Retry-After: nothing was saved', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shutDown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const cut = new Error('Connection terminated unexpectedly');
    const dead = new Error('Client has encountered a connection error and is not queryable');
    for (const err of [refused, shutDown, cut, dead]) {
      expect(fromDatabase(err)).toMatchObject({
        status: 503,
        code: 'database_unavailable',
        retryAfterSeconds: 5,
      });
    }
  });
});
