// What the profile area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export type { ProfileRepo, ProfileRow } from './profile.repo';
