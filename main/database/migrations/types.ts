export type { Migration } from '../../sqlite/migration';
