import * as migration_20261122_152148_initial from './20261122_152148_initial';

export const migrations = [
  {
    up: migration_20261122_152148_initial.up,
    down: migration_20261122_152148_initial.down,
    name: '20261122_152148_initial'
  },
];
