import { provideEnglish } from '../catalogue';
import strings from '../locales/en/meals.json';

provideEnglish('meals', strings);
