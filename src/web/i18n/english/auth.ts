import { provideEnglish } from '../catalogue';
import strings from '../locales/en/auth.json';

provideEnglish('auth', strings);
