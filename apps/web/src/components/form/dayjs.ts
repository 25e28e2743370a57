import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { currentLanguage } from '../../lib/i18n';

/*
 * The web app's one dayjs, in the language of the page (date pickers and date values): loaded with the
 * first screen that handles dates, not at start-up (decision 051). Pages load after the translations, so
 * the language is known here. Import dayjs from this module only (lint).
 */
dayjs.locale(currentLanguage() === 'ko' ? 'ko' : 'en');

export default dayjs;
export type { Dayjs } from 'dayjs';
