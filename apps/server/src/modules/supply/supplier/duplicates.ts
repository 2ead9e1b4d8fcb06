// The queries live in duplicate-repository.ts (only repositories query the database).
export * from './duplicate-repository.ts';
