// What the app-passwords area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export { type AppCredentials, type AppPasswordSignIn, appCredentialsOf } from './app-password-sign-in';
