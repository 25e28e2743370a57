import { PublicHome } from '../../features/content/components/public-home';
import { MemberHomeBlocks } from '../../features/member-home/components/member-home-blocks';
import { isLoggedIn } from '../../lib/session';

/**
 * The home page composes two areas: the public home of the content area and, for a signed-in
 * member, the member blocks (shortcuts, recent reports and inquiries) of the member-home area,
 * shown under the welcome. Composition is the app's work; neither area imports the other.
 */
export default function HomePage() {
  return <PublicHome memberBlocks={isLoggedIn() ? <MemberHomeBlocks /> : null} />;
}
