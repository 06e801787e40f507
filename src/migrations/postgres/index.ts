import * as migration_20261122_152202_initial from './20261122_152202_initial';

export const migrations = [
  {
    up: migration_20261122_152202_initial.up,
    down: migration_20261122_152202_initial.down,
    name: '20261122_152202_initial'
  },
];
