import { describe, expect, it } from 'vitest';
import { parseAptSimulation } from './apt.ts';

describe('parseAptSimulation', () => {
  it('tells packages new to the machine from upgrades of installed ones', () => {
    const output = [
      'NOTE: This is only a simulation!',
      'Inst libpq5 [15.18-0+deb12u1] (15.20-0+deb12u1 Debian-Security:12/oldstable-security [amd64])',
      'Inst postgresql-15-pgtap (1.2.0-4 Debian:12.11/oldstable [all])',
      'Conf libpq5 (15.20-0+deb12u1 Debian-Security:12/oldstable-security [amd64])',
      'Conf postgresql-15-pgtap (1.2.0-4 Debian:12.11/oldstable [all])',
    ].join('\n');
    expect(parseAptSimulation(output)).toEqual({
      installs: ['postgresql-15-pgtap'],
      upgrades: ['libpq5 15.18-0+deb12u1 → 15.20-0+deb12u1'],
    });
  });
});
