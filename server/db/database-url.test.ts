import { describe, expect, it } from 'vitest';
import { databaseAddress, isLocalDatabase, isPostgresUrl, withoutPassword } from './database-url';

describe('DATABASE_URL', () => {
  it('reads the TCP and the Unix-socket forms', () => {
    expect(databaseAddress('postgres://clinic:s3cret@db.internal:6432/clinic')).toEqual({
      host: 'db.internal',
      port: '6432',
      database: 'clinic',
      socket: false,
    });
    expect(databaseAddress('postgresql://clinic@/clinic?host=/var/run/postgresql')).toEqual({
      host: '/var/run/postgresql',
      port: '5432',
      database: 'clinic',
      socket: true,
    });
  });

  it('tells PostgreSQL URLs from others', () => {
    expect(isPostgresUrl('postgresql://clinic@/clinic?host=/var/run/postgresql')).toBe(true);
    expect(isPostgresUrl('postgres://127.0.0.1/clinic')).toBe(true);
    expect(isPostgresUrl('mysql://127.0.0.1/clinic')).toBe(false);
    expect(isPostgresUrl('postgres://')).toBe(false);
    expect(isPostgresUrl('clinic')).toBe(false);
  });

  it('counts a socket and loopback addresses as this machine', () => {
    expect(isLocalDatabase('postgresql://clinic@/clinic?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://clinic@127.0.0.1/clinic')).toBe(true);
    expect(isLocalDatabase('postgres://clinic@localhost/clinic')).toBe(true);
    expect(isLocalDatabase('postgres://clinic@db.internal/clinic')).toBe(false);
  });

  it('takes the password out for the tools, in both forms', () => {
    expect(withoutPassword('postgres://clinic:s3cr%40t@db.internal/clinic')).toEqual({
      url: 'postgres://clinic@db.internal/clinic',
      password: 's3cr@t',
    });
    expect(withoutPassword('postgresql://clinic:pw@/clinic?host=/var/run/postgresql')).toEqual({
      url: 'postgresql://clinic@/clinic?host=/var/run/postgresql',
      password: 'pw',
    });
    expect(withoutPassword('postgresql://clinic@/clinic?host=/var/run/postgresql').password).toBe('');
  });
});
