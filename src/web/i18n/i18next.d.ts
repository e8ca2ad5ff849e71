import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type lists from './locales/en/lists.json';
import type meals from './locales/en/meals.json';
import type pages from './locales/en/pages.json';
import type pro from './locales/en/pro.json';
import type profile from './locales/en/profile.json';
import type stores from './locales/en/stores.json';

// Keys are checked against the English catalogue: a key that is not there does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      lists: typeof lists;
      meals: typeof meals;
      pro: typeof pro;
      profile: typeof profile;
      pages: typeof pages;
      stores: typeof stores;
    };
  }
}
