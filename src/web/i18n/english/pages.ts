import { provideEnglish } from '../catalogue';
import strings from '../locales/en/pages.json';

provideEnglish('pages', strings);
