import { provideEnglish } from '../catalogue';
import strings from '../locales/en/stores.json';

provideEnglish('stores', strings);
