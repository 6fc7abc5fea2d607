// The client and coach library pages with their promos (spec areas §2.6). Links the owner has
// not provided yet (the book's sample chapter, community events) say so instead of leading nowhere.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../data/auth/use-auth';
import { configuredOwnerName } from '../../../data/runtime-config';
import { isCoachOrAdmin } from '../../../domain/roles';
import { CLIENT_LIBRARY, COACH_LIBRARY } from '../library-content';
import { ResourceLibraryPage } from './resource-library-page';

function BookPromo() {
  const owner = configuredOwnerName();
  return (
    <aside aria-labelledby="book-promo" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-400">Featured book</p>
      <h2 id="book-promo" className="mt-1 text-xl font-bold sm:text-2xl">
        Your Story Is Money, by {owner}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        The StoryStack method in one book: the six stories, the order to build them in, and how founders have used them
        to raise, hire and sell.
      </p>
      <p className="mt-3 text-sm text-brand-100">
        Sample chapter: not published yet. It will be announced in the newsletter first.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/bookshelf" target="_blank" rel="noopener" className={buttonClass('gold')}>
          Learn more
        </Link>
        <Link
          to="/newsletter"
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'border-transparent')}
        >
          Get the sample chapter when it is out
        </Link>
      </div>
    </aside>
  );
}

function CommunityPromo() {
  return (
    <aside aria-labelledby="community-promo" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-400">Coach Community</p>
      <h2 id="community-promo" className="mt-1 text-xl font-bold sm:text-2xl">
        Coaches who build story stacks, together
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        Swap client stories (with permission), review each other’s drafts and share what works on LinkedIn.
      </p>
      <p className="mt-3 text-sm text-brand-100">
        The community space opens with the first certification cohort, and no events are scheduled yet. Ask to join and
        you will hear first.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/contact" target="_blank" rel="noopener" className={buttonClass('gold')}>
          Join Community
        </Link>
        <Link
          to="/newsletter"
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'border-transparent')}
        >
          View Upcoming Events
        </Link>
      </div>
    </aside>
  );
}

export function ClientResourcesPage() {
  return <ResourceLibraryPage library={CLIENT_LIBRARY} promo={<BookPromo />} />;
}

export function CoachResourcesPage() {
  const { role } = useAuth();
  if (!role || !isCoachOrAdmin(role)) {
    return (
      <div className="mx-auto max-w-xl py-10 text-center">
        <p role="alert" className="font-semibold text-red-800">
          Access denied. Coaches only.
        </p>
        <Link to="/dashboard/resources/client" className={buttonClass('secondary', 'mt-4')}>
          Go to Client Resources
        </Link>
      </div>
    );
  }
  return <ResourceLibraryPage library={COACH_LIBRARY} promo={<CommunityPromo />} />;
}
