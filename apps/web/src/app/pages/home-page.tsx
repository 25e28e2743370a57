import { PROVIDER_ROLES, ROLE } from '@portal/contract/constants';
import { PublicHome } from '../../features/content/components/public-home';
import { ExchangeApprovalsHomeBlock } from '../../features/exchange-approvals/components/approvals-home-block';
import { ExceptionsHomeBlock } from '../../features/exceptions/components/exceptions-home-block';
import { MemberHomeBlocks } from '../../features/member-home/components/member-home-blocks';
import { ReportCalendarHomeBlock } from '../../features/user-reports/components/calendar-strip';
import { WorkQueueHomeBlock } from '../../features/work-queue/components/work-queue-home-block';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../../lib/session';

/**
 * The home page composes three areas: the public home of the content area and, for a signed-in
 * member, the member blocks (shortcuts, recent reports and inquiries) of the member-home area,
 * shown under the welcome, after the reporting calendar's recent months of the user-reports area
 * (a customer's members); provider staff (05, 06) first see the counts of their work queue, then the exceptions per
 * kind, which the exchange reviewer (09) sees too, after the approvals waiting on their decision.
 * Composition is the app's work; no area imports another.
 */
/** The areas whose words the home page shows: fetched together, once (decision 051), not one after another. */
const HOME_NAMESPACES = ['content', 'member-home', 'work-queue', 'exceptions', 'user-reports', 'exchange-approvals'];

export default function HomePage() {
  useTranslation(HOME_NAMESPACES);
  const { user } = useSession();
  const staff = !!user?.roles.some((r) => PROVIDER_ROLES.includes(r));
  const reviewer = !staff && !!user?.roles.includes(ROLE.exchangeReviewer);
  return (
    <PublicHome
      memberBlocks={
        isLoggedIn() ? (
          <>
            {staff ? (
              <>
                <WorkQueueHomeBlock />
                <ExceptionsHomeBlock viewer="provider" />
              </>
            ) : reviewer ? (
              <>
                <ExchangeApprovalsHomeBlock />
                <ExceptionsHomeBlock viewer="exchange" />
              </>
            ) : (
              <ReportCalendarHomeBlock />
            )}
            {/* Each role's own work: the recent reports and inquiries are a customer's panels. */}
            <MemberHomeBlocks customerPanels={!staff && !reviewer} />
          </>
        ) : null
      }
    />
  );
}
