import { expect, it } from 'vitest';
import { passwords } from './secrets.ts';

it('hashes with argon2id at the recommended cost, and at the lowest only in test runs', async () => {
  const recommended = await passwords('production').hash('Str0ng!pass');
  expect(recommended).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await passwords('development').hash('Str0ng!pass')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const lowest = await passwords('test').hash('Str0ng!pass');
  expect(lowest).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  // A hash names its cost: each verifies under either setting, and a wrong password under none.
  for (const env of ['production', 'test'] as const) {
    expect(await passwords(env).verify(recommended, 'Str0ng!pass')).toBe(true);
    expect(await passwords(env).verify(lowest, 'Str0ng!pass')).toBe(true);
    expect(await passwords(env).verify(lowest, 'Str0ng!pas')).toBe(false);
    expect(await passwords(env).verify(null, 'Str0ng!pass')).toBe(false);
    expect(await passwords(env).verify('not a hash', 'Str0ng!pass')).toBe(false);
  }
});
