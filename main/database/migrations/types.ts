export type { Migration } from '$main/sqlite/migration';
