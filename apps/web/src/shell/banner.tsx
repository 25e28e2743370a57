import { useTranslation } from 'react-i18next';
import { useLatestContents } from '../components/documents/get-latest-contents';
import { bannerCodeOf, menuLabel, useMenuTrail } from '../lib/shell-data';
import { SafeHtml } from '../components/safe-html';

/**
 * Banner of the content layout: the latest contents for the current menu's menuIconCode (title and
 * text over a calm background). Until it arrives, or when it is not posted, the top menu's name.
 */
export function Banner() {
  const { t } = useTranslation('shell');
  const trail = useMenuTrail();
  const code = bannerCodeOf(trail);
  const contents = useLatestContents(code);
  const posted = contents.data?.noticeYn === 'Y' ? contents.data : null;
  const fallback = trail[0] ? menuLabel(trail[0]) : t('logo.name');
  return (
    <section className="banner" aria-label={t('banner.label')}>
      <div className="banner-inner">
        <p className="banner-title">{posted?.contentsName || fallback}</p>
        {posted?.contentsContents && <SafeHtml className="banner-text" html={posted.contentsContents} />}
      </div>
    </section>
  );
}
