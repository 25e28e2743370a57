import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The one "More" link of a block that shows the first few items of a list: the visible text is the
 * same everywhere ("더 보기" / "More"); `label` names what more of (it must contain the visible text,
 * so that a voice user can say what they see).
 */
export function MoreLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('components');
  return (
    <Link to={to} aria-label={label}>
      {t('list.more')}
    </Link>
  );
}
