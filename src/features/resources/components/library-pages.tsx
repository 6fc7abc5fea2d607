// The client and coach library pages with their promos (spec areas §2.6). Links the owner has
// not provided yet (the book's sample chapter, community events) say so instead of leading nowhere.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../data/auth/use-auth';
import { configuredOwnerName } from '../../../data/config/config';
import { isCoachOrAdmin } from '../../../domain/roles';
import { CLIENT_LIBRARY, COACH_LIBRARY } from '../../../content/library-content';
import { ResourceLibraryPage } from './resource-library-page';

interface PromoLink {
  to: string;
  label: string;
}

function Promo(props: {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  note: string;
  primary: PromoLink;
  secondary: PromoLink;
}) {
  return (
    <aside aria-labelledby={props.id} className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-wide text-gold-400">{props.eyebrow}</p>
      <h2 id={props.id} className="mt-1 text-xl font-bold sm:text-2xl">
        {props.title}
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">{props.body}</p>
      <p className="mt-3 text-sm text-brand-100">{props.note}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={props.primary.to} target="_blank" rel="noopener" className={buttonClass('gold')}>
          {props.primary.label}
        </Link>
        <Link
          to={props.secondary.to}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'border-transparent')}
        >
          {props.secondary.label}
        </Link>
      </div>
    </aside>
  );
}

function BookPromo() {
  return (
    <Promo
      id="book-promo"
      eyebrow="Featured book"
      title={`Your Story Is Money, by ${configuredOwnerName()}`}
      body="The StoryStack method in one book: the six stories, the order to build them in, and how founders have used them to raise, hire and sell."
      note="Sample chapter: not published yet. It will be announced in the newsletter first."
      primary={{ to: '/bookshelf', label: 'Learn more' }}
      secondary={{ to: '/newsletter', label: 'Get the sample chapter when it is out' }}
    />
  );
}

function CommunityPromo() {
  return (
    <Promo
      id="community-promo"
      eyebrow="Coach Community"
      title="Coaches who build story stacks, together"
      body="Swap client stories (with permission), review each other’s drafts and share what works on LinkedIn."
      note="The community space opens with the first certification cohort, and no events are scheduled yet. Ask to join and you will hear first; events are announced in the newsletter."
      primary={{ to: '/contact', label: 'Join Community' }}
      secondary={{ to: '/newsletter', label: 'View Upcoming Events' }}
    />
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
