import { provideEnglish } from '../catalogue';
import strings from '../locales/en/pro.json';

provideEnglish('pro', strings);
