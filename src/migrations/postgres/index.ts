import * as migration_20261122_154210_initial from './20261122_154210_initial';

export const migrations = [
  {
    up: migration_20261122_154210_initial.up,
    down: migration_20261122_154210_initial.down,
    name: '20261122_154210_initial'
  },
];
