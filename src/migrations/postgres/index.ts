import * as migration_20261122_145803_initial from './20261122_145803_initial';

export const migrations = [
  {
    up: migration_20261122_145803_initial.up,
    down: migration_20261122_145803_initial.down,
    name: '20261122_145803_initial'
  },
];
