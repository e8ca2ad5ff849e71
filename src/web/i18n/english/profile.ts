import { provideEnglish } from '../catalogue';
import strings from '../locales/en/profile.json';

provideEnglish('profile', strings);
